// The harness of the "same answer, same time" benchmarks (docs/targets.md R8): builds the whole app on a fresh,
// seeded PGlite (or a fresh PostgreSQL schema), then times requests for an address with an account and one
// without, in turns, through app.inject, and prints p50/p95 of each and the difference of the medians.
// Each case's `prepare` (solving a captcha, clearing rate-limit counters) runs outside the timed part.
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/platform/config.js';
import type { Db } from '../../src/server/platform/db/client.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import { solve } from '../../src/server/modules/captcha/pow.js';
import { type Engine, withFreshDb } from './fresh-db.js';
import { percentile } from './measure.js';

export const HEADERS = { apiKey: 'demo-api-key' };

export interface Bench {
  app: FastifyInstance;
  db: Db;
}

/** One form: `request(known, i)` builds the i-th request for the known or the unknown kind (after its preparation). */
export interface FormCase {
  name: string;
  expectStatus: number;
  request: (bench: Bench, known: boolean, i: number) => Promise<InjectOptions>;
}

export async function solvedCaptcha(app: FastifyInstance) {
  const challenge = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', headers: HEADERS });
  const c = challenge.json().data as { challenge: string; difficulty: number };
  return { challenge: c.challenge, nonce: solve(c.challenge, c.difficulty) };
}

async function timeCase(bench: Bench, form: FormCase, requests: number) {
  const once = async (known: boolean, i: number) => {
    const options = await form.request(bench, known, i);
    const started = process.hrtime.bigint();
    const res = await bench.app.inject(options);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== form.expectStatus) throw new Error(`${form.name} answered ${res.statusCode}: ${res.body}`);
    return ms;
  };
  for (let i = 0; i < 10; i += 1) await once(i % 2 === 1, -1 - i);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    known.push(await once(true, i));
    unknown.push(await once(false, i));
  }
  known.sort((a, b) => a - b);
  unknown.sort((a, b) => a - b);
  const line = (name: string, times: number[]) =>
    `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms`;
  console.log(`  ${form.name}, ${requests} requests of each kind in turns`);
  console.log(line('address with account', known));
  console.log(line('address without', unknown));
  console.log(`  difference of medians ${(percentile(known, 50) - percentile(unknown, 50)).toFixed(2)} ms\n`);
}

async function benchEngine(engine: Engine, forms: FormCase[], requests: number) {
  await withFreshDb(engine, 'known', async (handle, dataDir) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CAPTCHA_DIFFICULTY: '4' });
    await seedIfEmpty(handle, { mediaDir: path.join(dataDir, 'media') });
    const app = await buildApp({ config, db: handle });
    await app.ready();
    console.log(`\n[${engine}]`);
    for (const form of forms) await timeCase({ app, db: handle.db }, form, requests);
    await app.close();
  });
}

/** Runs the forms on PGlite, and on PostgreSQL when DATABASE_URL is set. */
export async function benchKnownUnknown(forms: FormCase[], requests: number) {
  await benchEngine('pglite', forms, requests);
  if (process.env.DATABASE_URL) await benchEngine('postgres', forms, requests);
  else console.log('PostgreSQL: set DATABASE_URL to measure it');
}
