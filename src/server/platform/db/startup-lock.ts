import { sql } from 'drizzle-orm';
import type { DbHandle } from './client.js';

/**
 * Runs the start-up work (migrations, the first seed) of one process at a time on a database that several shop
 * processes share (docs/decisions/0145-several-processes.md). On PostgreSQL a transaction holds an advisory lock
 * keyed by the schema while `work` runs on the pool's other connections; a process that starts beside another
 * waits, then finds the migrations applied and the seed's marker written, and does nothing twice. PGlite belongs to
 * one process: no lock is needed.
 */
export async function withStartupLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.engine === 'pglite') return work();
  let result: T | undefined;
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fan-shop start-up ' || current_schema()))`);
    result = await work();
  });
  return result as T;
}
