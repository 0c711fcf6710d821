import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/platform/config.js';
import type { DbHandle } from '../../src/server/platform/db/client.js';
import { openShopDb, prepareShop } from '../../src/server/start.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { PRODUCTION_ENV } from '../support/production.js';

// `npm run admin:create` in a container: ADMIN_EMAIL and ADMIN_PASSWORD instead of a terminal
// (docs/decisions/0132-no-demo-in-production.md). The script opens the shop's own database, so this runs on a PGlite
// folder of its own in both test passes (a script pointed at the shared PostgreSQL would write into its public schema).
const run = promisify(execFile);
const ADMIN = { email: 'uprava@klub.hr', password: 'Sigurna-lozinka-7' };

let dataDir: string;
let cis: CisForTests;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-create-'));
  cis = await startCisForTests();
  env = { ...PRODUCTION_ENV, ...cis.env, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'silent' };
});
afterAll(async () => {
  await cis?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function adminCreate(extra: Record<string, string>) {
  const { DATABASE_URL: _pg, ...inherited } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts'], {
    env: { ...inherited, ...env, ...extra },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({
      code: err.code ?? 1,
      stdout: err.stdout ?? '',
      stderr: err.stderr ?? '',
    }),
  );
}

describe('npm run admin:create with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('should make the first back-office account, which then logs into the back office of the production shop', async () => {
    const made = await adminCreate({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`${ADMIN.email} je napravljen`);
    const again = await adminCreate({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('već postoji');

    const config = loadConfig(env);
    let handle: DbHandle | undefined;
    let app: FastifyInstance | undefined;
    try {
      handle = await openShopDb(config);
      const prepared = await prepareShop(handle, config);
      expect(prepared.backofficeReady).toBe(true);
      app = await buildApp({ config, db: handle, logger: false });
      const apiKey = (await readFile(path.join(dataDir, 'api-key'), 'utf8')).trim();
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { apiKey },
        payload: { username: ADMIN.email, password: ADMIN.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const profile = await app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: { apiKey, authorization: `Bearer ${login.json().data.tokens.accessToken}` },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().data).toMatchObject({ email: ADMIN.email, isBackofficeUser: true });
    } finally {
      await app?.close();
      await handle?.close();
    }
    // Two runs of a script that loads the server's code and migrates a PGlite folder: seconds each on a busy machine.
  }, 300_000);

  it('should refuse a password that breaks the rules and say why', async () => {
    const res = await adminCreate({ ADMIN_EMAIL: 'drugi@klub.hr', ADMIN_PASSWORD: 'kratka' });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/password: .*8/);
  }, 150_000);
});
