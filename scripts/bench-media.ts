// Media route latencies: first render per preset and format (sharp), then cached hits (a plain file stream)
// and 304 revalidations under autocannon on loopback. Usage: npm run bench:media [-- <images>]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
// @ts-expect-error autocannon ships no types; only its promise API is used here.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import sharp from 'sharp';
import { openDb } from '../src/server/platform/db/client.js';
import { errorHandler } from '../src/server/platform/errors/index.js';
import { mediaRoutes } from '../src/server/modules/media/routes.js';
import { saveOriginal } from '../src/server/modules/media/storage.js';
import { MEDIA_EXTENSIONS, MEDIA_SIZES, mediaUrl } from '../src/shared/media.js';
import { countBodiesWithoutDecoding } from './bench/autocannon-bodies.js';

// Images are binary: the load generator must not spend its thread decoding them as text.
countBodiesWithoutDecoding();

const images = Number(process.argv[2] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function photo(seed: number): Promise<Buffer> {
  // A photo-like 1600x1200 JPEG: gradients and shapes, so encoders do real work (not a flat colour).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d91"/>
    <stop offset="1" stop-color="#${((seed * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 137 + seed * 31) % 1600}" cy="${(i * 91) % 1200}" r="${20 + (i % 7) * 15}" fill="#fff" fill-opacity="0.35"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const mediaDir = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
const handle = await openDb({});
await handle.db.execute(`CREATE TABLE IF NOT EXISTS media (id serial PRIMARY KEY, title varchar(200) NOT NULL,
  description text, original_name varchar(255) NOT NULL, mime varchar(100) NOT NULL, extension varchar(10) NOT NULL,
  width integer NOT NULL, height integer NOT NULL, size integer NOT NULL, hash varchar(64) NOT NULL,
  path varchar(255) NOT NULL, access varchar(10) NOT NULL DEFAULT 'public', created_at timestamptz NOT NULL DEFAULT now())`);
const app = Fastify({ logger: false });
app.decorate('db', handle.db);
app.setErrorHandler(errorHandler);
await app.register(mediaRoutes, { mediaDir });
// Same-process baseline: autocannon shares this event loop, so compare ratios, not absolute numbers.
app.get('/hello', async () => ({ hello: 'world' }));
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const refs = [];
for (let i = 0; i < images; i++) {
  const saved = await saveOriginal(handle.db, mediaDir, {
    buffer: await photo(i + 1),
    title: `Dres ${i}`,
    originalName: 'd.jpg',
  });
  refs.push({ ...saved, title: `Dres ${i}`, extension: 'jpg' });
}

console.log(`first render (median of ${images} images, 1600x1200 JPEG original), ms and bytes:`);
for (const size of MEDIA_SIZES) {
  const row: string[] = [];
  for (const ext of MEDIA_EXTENSIONS) {
    const times: number[] = [];
    let bytes = 0;
    for (const ref of refs) {
      const t0 = performance.now();
      const res = await fetch(base + mediaUrl(ref, size, ext));
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
    }
    row.push(`${ext} ${median(times).toFixed(1)} ms (${(bytes / 1024).toFixed(1)} KB)`);
  }
  console.log(`  ${size.padEnd(9)} ${row.join(' | ')}`);
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url: base + url, connections: 10, duration: 4, headers });
  console.log(
    `${title}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx/304 ${r.non2xx}`,
  );
}
const ref = refs[0]!;
await load('baseline, Fastify hello world (JSON)', '/hello');
await load('cached hit, medium webp (file stream)', mediaUrl(ref, 'medium', 'webp'));
const etag = (await fetch(base + mediaUrl(ref, 'medium', 'webp'))).headers.get('etag') ?? '';
await load('revalidation 304, medium webp', mediaUrl(ref, 'medium', 'webp'), { 'if-none-match': etag });

await app.close();
await handle.close();
await rm(mediaDir, { recursive: true, force: true });
