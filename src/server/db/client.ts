import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

/** One database type for both engines: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DbOptions {
  /** postgres://... switches to PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests use a fresh one per run); created when missing. */
  pgSchema?: string | undefined;
  poolSize?: number;
}

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { databaseUrl, pgSchema } = options;
    if (pgSchema) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema.replace(/"/g, '')}"`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      ...(pgSchema ? { options: `-c search_path="${pgSchema.replace(/"/g, '')}",public` } : {}),
    });
    // An idle client losing its server must not crash the process; the next query reports it as 503.
    pool.on('error', () => {});
    // Each driver has its own database class; the app sees the one PgDatabase type both share (no driver-only API).
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm, unaccent } });
  await client.waitReady;
  // As above: the driver's class seen as the shared Db type.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

/**
 * The rows of a raw `db.execute(sql...)`. Both drivers answer `{ rows }`, but the one Db type over both cannot
 * say so; the row type is the caller's SELECT list.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
