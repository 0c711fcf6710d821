// A fresh database for one benchmark run: an in-memory PGlite, or a new schema on the PostgreSQL of DATABASE_URL,
// migrated, with a temporary data folder (media, files); both are removed afterwards, also when the run fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDb } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';

export type Engine = 'pglite' | 'postgres';

export async function withFreshDb<T>(
  engine: Engine,
  name: string,
  use: (handle: DbHandle, dataDir: string) => Promise<T>,
  options: { poolSize?: number } = {},
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  const pgSchema = `bench_${name}_${Date.now().toString(36)}`;
  const handle =
    engine === 'postgres'
      ? await openDb({ databaseUrl: process.env.DATABASE_URL, pgSchema, ...options })
      : await openDb({});
  try {
    await migrate(handle, engine === 'postgres' ? { pgSchema } : {});
    return await use(handle, dataDir);
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

/**
 * Ends a benchmark that built the app, once its figures are printed. React's server renderer (the browser build the
 * built pages load, docs/decisions/0126-no-per-promise-cost-on-the-hot-path.md) keeps a MessageChannel port listening
 * for its work queue, so the process would never end on its own; the shop's server ends through its shutdown, which
 * exits.
 */
export function endBench(): never {
  process.exit(process.exitCode ?? 0);
}
