// Part of `npm run build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every script,
// stylesheet and SVG of the built SPA, which the server sends as they are (@fastify/static `preCompressed`,
// docs/decisions/0121-one-stylesheet-and-precompressed-assets.md): smaller than compressing on the fly, and no
// CPU per request for files that never change.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist/client';
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this the compressed copy saves less than a request's headers. */
const THRESHOLD = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  if (statSync(file).size < THRESHOLD) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += source.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
