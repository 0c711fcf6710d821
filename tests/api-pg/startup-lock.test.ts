import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, rowsOf, type DbHandle } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import { withStartupLock } from '../../src/server/platform/db/startup-lock.js';

/**
 * Shop processes started together on one PostgreSQL (docs/decisions/0145-several-processes.md): each migrates and
 * seeds under the start-up lock, so the work is done once and no process fails on the other's half-made tables.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
const schema = `test_start_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const handles: DbHandle[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const handle of handles) await handle.close().catch(() => {});
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

async function startProcess() {
  const handle = await openDb({ databaseUrl, pgSchema: schema, poolSize: 4 });
  handles.push(handle);
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'fan-shop-start-'));
  folders.push(mediaDir);
  return withStartupLock(handle, async () => {
    await migrate(handle, { pgSchema: schema });
    return seedIfEmpty(handle, { mediaDir });
  });
}

describe('start-up lock', () => {
  it('should let three processes starting together on a new database migrate and seed it exactly once', async () => {
    // The schema stands for a new, empty database (production's is `public`, which exists).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const results = await Promise.all([startProcess(), startProcess(), startProcess()]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const [handle] = handles;
    if (!handle) throw new Error('no process started');
    const applied = rowsOf<{ count: number }>(
      await handle.db.execute(sql.raw(`select count(*)::int as count from "${schema}"."__drizzle_migrations"`)),
    );
    const journal = (
      await import('../../src/server/platform/db/migrations/meta/_journal.json', { with: { type: 'json' } })
    ).default as { entries: unknown[] };
    expect(applied[0]?.count).toBe(journal.entries.length);
  }, 240_000);
});
