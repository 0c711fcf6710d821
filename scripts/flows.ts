/**
 * npm run flows: writes the flow explorer as a static site to dist/flows (docs/decisions/0170-flow-explorer.md):
 * index.html, one classic script and one stylesheet, so it opens from disk (file://) with no server and no
 * network, plus the journeys' screenshots per state copied from docs/machines/screens when there are any.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, process.env.FLOWS_OUT ?? 'dist/flows');
const screensDir = join(root, 'docs/machines/screens');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': join(root, 'src/shared'),
      '@machines': join(root, 'machines'),
      '@api': join(root, 'api-schema/generated'),
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: out,
    emptyOutDir: true,
    // A classic script (not a module): browsers refuse module scripts from file:// pages.
    lib: {
      entry: join(root, 'src/client/features/flows/standalone.tsx'),
      formats: ['iife'],
      name: 'flows',
      fileName: () => 'flows.js',
      cssFileName: 'flows',
    },
  },
});

/** '<machine>/<state>' of every screenshot, copied beside the page. */
function screens(): string[] {
  if (!existsSync(screensDir)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.jpg')) found.push(relative(screensDir, full).split('\\').join('/').slice(0, -4));
    }
  };
  walk(screensDir);
  mkdirSync(join(out, 'screens'), { recursive: true });
  cpSync(screensDir, join(out, 'screens'), { recursive: true });
  return found.sort();
}

const copied = screens();
// The list is data in a script of its own, escaped so no name can close the script element.
const list = JSON.stringify(copied).replace(/</g, '\\u003c');
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="hr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tokovi trgovine</title>
<link rel="stylesheet" href="flows.css">
<style>body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#111}main{padding:1rem 1.5rem}h1{margin:0 0 .5rem}</style>
</head>
<body>
<main>
<h1>Tokovi trgovine</h1>
<p>Strojevi stanja trgovine: odaberite tok i šaljite događaje korak po korak. Radi bez mreže.</p>
<div id="root"></div>
</main>
<script>window.__FLOW_SCREENS__ = ${list};</script>
<script src="flows.js"></script>
</body>
</html>
`,
);
console.log(`flows: wrote ${relative(root, out)}/index.html (${copied.length} screenshots)`);
