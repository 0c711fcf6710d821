// docs/targets.md P1: JavaScript needed for the first view of a route, from Vite's manifest, gzip -9 in Node.
// A route's first view needs the entry, its static imports, and the split chunks of every route file on the
// way (root, layout, the page), each with their static imports. Dynamic imports (loaded later) do not count.
// Run after `npm run build`: `npm run bench:bundle`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}
const dist = path.resolve(process.env.DIST_DIR ?? 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const routes: Record<string, { files: string[]; budget: number }> = {
  '/': { files: ['__root.tsx', '_shop.tsx', '_shop/index.tsx'], budget: 130 },
  '/shop/{slug}': { files: ['__root.tsx', '_shop.tsx', '_shop/shop/$slug.tsx'], budget: 130 },
  '/product/{slug}': { files: ['__root.tsx', '_shop.tsx', '_shop/product/$slug.tsx'], budget: 130 },
  '/naplata': { files: ['__root.tsx', '_shop.tsx', '_shop/naplata/index.tsx'], budget: 160 },
};

function collect(key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry in the manifest: run npm run build first');

let failed = false;
for (const [route, { files, budget }] of Object.entries(routes)) {
  const seen = new Set<string>();
  collect(entryKey, seen);
  for (const file of files) {
    const prefix = `src/client/routes/${file}`;
    // Only the component chunk is fetched for a first view; error/notFound chunks load on demand.
    for (const key of Object.keys(manifest))
      if (key === prefix || key === `${prefix}?tsr-split=component`) collect(key, seen);
  }
  const files_ = [...new Set([...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')))];
  const bytes = files_.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  const kb = bytes / 1024;
  const ok = kb <= budget;
  failed ||= !ok;
  console.log(
    `${route.padEnd(18)} ${kb.toFixed(1).padStart(6)} KB gzip in ${String(files_.length).padStart(2)} files  (budget ${budget} KB) ${ok ? 'ok' : 'OVER'}`,
  );
}
process.exitCode = failed ? 1 : 0;
