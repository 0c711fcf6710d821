// docs/decisions/0253-first-renders-without-stalls.md: how long a page rendered without a kept answer holds the
// other requests of its process. A shop server on fresh PGlite data; each kind of page (home, category, product,
// content) is rendered once to warm the code; then every other address of the sitemap is rendered once, uncached,
// one after another, while a second client asks /health/live every 5 ms. The health check's latency during the
// renders, against the same check on the idle server, is the stall other visitors feel.
// Run: `npm run bench:render-stall` (builds first). Figures from a loaded machine are indicative.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from './bench/measure.js';
import { startShopServer } from './bench/shop-server.js';

const PING_EVERY_MS = 5;

interface Figures {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

function figures(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    count: values.length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const line = (label: string, f: Figures) =>
  `${label.padEnd(30)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  max ${ms(f.max)}  (${f.count})`;

/** Health checks, one at a time, until `done` says stop. */
async function pingUntil(url: string, done: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!done()) {
    const started = performance.now();
    await (await fetch(`${url}/health/live`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
  }
  return latencies;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'render-stall-'));
  const port = Number(process.env.STALL_PORT ?? 3460);
  const server = await startShopServer({ port, dataDir, ssr: true });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // One of each kind first (the first render of a kind compiles its code and the contract's writers).
    const kindOf = (p: string) => p.split('/')[1] ?? '';
    const warm = new Map<string, string>();
    for (const p of paths) if (!warm.has(kindOf(p))) warm.set(kindOf(p), p);
    for (const p of warm.values()) await (await fetch(`${server.url}${p}`)).text();
    const measured = paths.filter((p) => ![...warm.values()].includes(p));

    let idleDone = false;
    const idleTimer = setTimeout(() => {
      idleDone = true;
    }, 3000);
    const idle = await pingUntil(server.url, () => idleDone);
    clearTimeout(idleTimer);

    let rendering = true;
    const during = pingUntil(server.url, () => !rendering);
    const renders: number[] = [];
    let failed = 0;
    for (const p of measured) {
      const started = performance.now();
      const answer = await fetch(`${server.url}${p}`, { redirect: 'manual' });
      await answer.text();
      renders.push(performance.now() - started);
      if (answer.status >= 500) failed += 1;
    }
    rendering = false;
    const busy = await during;

    console.log(`${measured.length} pages rendered uncached (after ${warm.size} warm-up renders, one per kind):\n`);
    console.log(line('render (the page itself)', figures(renders)));
    console.log(line('health check, idle server', figures(idle)));
    console.log(line('health check, during renders', figures(busy)));
    if (failed) console.log(`\n${failed} page(s) answered 5xx`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
