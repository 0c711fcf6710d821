// npm run bench:forgot [-- <requests>]: the forgot-password answer time for an address with an account and one
// without (docs/targets.md R8, docs/decisions/0092-same-work-for-unknown-addresses.md). Builds the whole app on a
// fresh, seeded PGlite (and on a fresh PostgreSQL schema when DATABASE_URL is set), then sends the two kinds of
// request in turns through app.inject and prints p50/p90 of each and their difference. The captcha is solved and the
// rate-limit counters are cleared before each request, outside the timed part. A figure, not a test: the API test
// asserts that both kinds do the same work.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDb } from '../src/server/db/client.js';
import { migrate } from '../src/server/db/migrate.js';
import { rateLimits } from '../src/server/db/schema/auth.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { solve } from '../src/server/modules/captcha/pow.js';
import { percentile } from './bench/measure.js';

const requests = Number(process.argv[2] ?? '200');
const KNOWN = 'kupac@zvijezda-shop.hr';
const UNKNOWN = 'nitko@primjer.hr';
const HEADERS = { apiKey: 'demo-api-key' };

async function benchEngine(engine: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-forgot-'));
  const pgSchema = `bench_forgot_${Date.now().toString(36)}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CAPTCHA_DIFFICULTY: '4' });
  const handle =
    engine === 'postgres' ? await openDb({ databaseUrl: process.env.DATABASE_URL, pgSchema }) : await openDb({});
  try {
    await migrate(handle, engine === 'postgres' ? { pgSchema } : {});
    await seedIfEmpty(handle, { mediaDir: path.join(dataDir, 'media') });
    const app = await buildApp({ config, db: handle });
    await app.ready();
    const forgot = async (username: string) => {
      await handle.db.delete(rateLimits);
      const challenge = await app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', headers: HEADERS });
      const c = challenge.json().data as { challenge: string; difficulty: number };
      const payload = { username, captcha: { challenge: c.challenge, nonce: solve(c.challenge, c.difficulty) } };
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/v1/user/password/forgot', headers: HEADERS, payload });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.statusCode !== 200) throw new Error(`forgot answered ${res.statusCode}: ${res.body}`);
      return ms;
    };
    for (let i = 0; i < 20; i += 1) await forgot(i % 2 ? KNOWN : UNKNOWN);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      known.push(await forgot(KNOWN));
      unknown.push(await forgot(UNKNOWN));
    }
    await app.close();
    known.sort((a, b) => a - b);
    unknown.sort((a, b) => a - b);
    const line = (name: string, times: number[]) =>
      `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p90 ${percentile(times, 90).toFixed(2).padStart(6)} ms`;
    console.log(`\n[${engine}] forgot-password, ${requests} requests of each kind in turns`);
    console.log(line('address with account', known));
    console.log(line('address without', unknown));
    console.log(`  difference of medians ${(percentile(known, 50) - percentile(unknown, 50)).toFixed(2)} ms`);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await admin.end();
    }
  }
}

await benchEngine('pglite');
if (process.env.DATABASE_URL) await benchEngine('postgres');
else console.log('\nPostgreSQL: set DATABASE_URL to measure it');
