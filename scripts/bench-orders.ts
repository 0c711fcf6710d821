// npm run bench:orders [-- <orders> <concurrency>]: order creation throughput and latency. Builds the whole app
// (contract validation included) on a fresh, seeded PGlite, and on a fresh PostgreSQL schema when DATABASE_URL is
// set; writes N checked-out carts straight into the database; then sends POST /api/v2/order/create for all of
// them, `concurrency` at a time (64 by default), through app.inject, and prints orders/s and p50/p95 against the
// targets (>= 500 orders/s on PGlite, >= 700 on PostgreSQL, p95 <= 200 ms). Each database is measured twice in the
// same run: every order alone in its transaction (ORDER_GROUP_SIZE=1, as orders were placed before
// docs/decisions/0262-orders-placed-in-groups.md), then in groups (the default); the targets are checked on the
// second.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/platform/config.js';
import { seedIfEmpty } from '../src/server/seed/index.js';
import { endBench, type Engine, withFreshDb } from './bench/fresh-db.js';
import { percentile } from './bench/measure.js';
import { readyCarts, stockUp } from './bench/order-carts.js';

const total = Number(process.argv[2] ?? '3000');
const concurrency = Number(process.argv[3] ?? '64');
const TARGET = { pglite: 500, postgres: 700, p95: 200 };

interface Result {
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
}

async function benchEngine(engine: Engine, groupSize: number): Promise<Result> {
  console.log(
    `\n[${engine}, groups of at most ${groupSize}] migrating, seeding and preparing ${total} checked-out carts...`,
  );
  return withFreshDb(
    engine,
    'orders',
    async (handle, dataDir) => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ORDER_GROUP_SIZE: String(groupSize),
      });
      await seedIfEmpty(handle, { mediaDir: path.join(dataDir, 'media') });
      const ids = await stockUp(handle.db);
      const warmup = Math.min(200, Math.ceil(total / 10));
      const sessions = await readyCarts(handle.db, total + warmup, ids);
      const app = await buildApp({ config, db: handle });
      await app.ready();
      const order = async (s: (typeof sessions)[number]) => {
        const started = process.hrtime.bigint();
        const res = await app.inject({
          method: 'POST',
          url: '/api/v2/order/create',
          headers: { apiKey: 'demo-api-key', 'idempotency-key': randomUUID() },
          payload: s,
        });
        return { ms: Number(process.hrtime.bigint() - started) / 1e6, ok: res.statusCode === 200, body: res.body };
      };
      const run = async (list: typeof sessions) => {
        const times: number[] = [];
        let failed = 0;
        let next = 0;
        const worker = async () => {
          while (next < list.length) {
            const r = await order(list[next++]!);
            times.push(r.ms);
            if (!r.ok) {
              failed += 1;
              if (failed === 1) console.log(`  first failure: ${r.body.slice(0, 300)}`);
            }
          }
        };
        const started = Date.now();
        await Promise.all(Array.from({ length: concurrency }, worker));
        const seconds = (Date.now() - started) / 1000;
        times.sort((a, b) => a - b);
        return { perSecond: list.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), failed };
      };
      await run(sessions.slice(0, warmup));
      const result = await run(sessions.slice(warmup));
      console.log(
        `  ${total} orders, ${concurrency} at a time: ${result.perSecond.toFixed(0)} orders/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.failed} failed`,
      );
      await app.close();
      return result;
    },
    { poolSize: 10 },
  );
}

const GROUPED = 64;
const runs: Array<{ name: string; alone: Result; grouped: Result; target: number }> = [];
for (const [engine, name, target] of [
  ['pglite', 'PGlite', TARGET.pglite],
  ['postgres', 'PostgreSQL', TARGET.postgres],
] as const) {
  if (engine === 'postgres' && !process.env.DATABASE_URL) continue;
  runs.push({ name, alone: await benchEngine(engine, 1), grouped: await benchEngine(engine, GROUPED), target });
}

console.log(`\nOrder creation (${total} orders, ${concurrency} requests at a time)`);
const figures = (r: Result) =>
  `${r.perSecond.toFixed(0).padStart(6)} orders/s   p95 ${r.p95.toFixed(1).padStart(7)} ms   ${r.failed} failed`;
for (const { name, alone, grouped, target } of runs) {
  const met = grouped.perSecond >= target && grouped.p95 <= TARGET.p95 && grouped.failed === 0;
  console.log(`${name.padEnd(11)} each order alone ${figures(alone)}`);
  console.log(
    `${''.padEnd(11)} in groups of ${GROUPED}  ${figures(grouped)}   [>= ${target}/s, p95 <= ${TARGET.p95} ms] ${met ? 'ok' : 'MISSED'}`,
  );
}
if (!process.env.DATABASE_URL) console.log('PostgreSQL  (set DATABASE_URL to measure it)');
endBench();
