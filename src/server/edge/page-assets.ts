/**
 * The styles and scripts a server-rendered page needs before it is shown (docs/decisions/0108-no-layout-shift-on-first-view.md):
 * the route files split into chunks bring their own CSS, which a client-only page loads with the chunk but a
 * server-rendered page must have up front, or its HTML shows unstyled and then jumps. From Vite's manifest.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** The route file of a TanStack route id ('/_shop/shop/$slug' is routes/_shop/shop/$slug.tsx). */
export function routeFileOf(routeId: string): string {
  if (routeId === '__root__') return '__root.tsx';
  const file = routeId.replace(/^\//, '');
  return `${file.endsWith('/') ? `${file}index` : file}.tsx`;
}

export function loadManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The CSS and JS of the matched routes: each route chunk with its static imports (scripts to preload, styles
 * to link), and the styles of what it imports lazily (the layout's footer, the category's filter panel), which
 * the server renders too.
 */
export function pageAssets(manifest: Manifest, routeIds: readonly string[]): PageAssets {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, preload: boolean) => {
    const id = `${key}:${preload}`;
    const chunk = manifest[key];
    if (!chunk || seen.has(id)) return;
    seen.add(id);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    if (preload && chunk.file.endsWith('.js')) scripts.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep, preload);
  };
  for (const routeId of routeIds) {
    const prefix = `src/client/routes/${routeFileOf(routeId)}`;
    for (const key of [prefix, `${prefix}?tsr-split=component`]) {
      visit(key, true);
      for (const lazy of manifest[key]?.dynamicImports ?? []) visit(lazy, false);
    }
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The link tags for the page's head; index.html already links the entry's own CSS and preloads its chunks. */
export function assetLinks(assets: PageAssets, template: string): string {
  const styles = assets.styles.filter((href) => !template.includes(`href="${href}"`));
  const scripts = assets.scripts.filter(
    (href) => !template.includes(`href="${href}"`) && !template.includes(`src="${href}"`),
  );
  return [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
}
