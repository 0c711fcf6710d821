import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DbHandle } from './client.js';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrateOptions {
  /**
   * PostgreSQL schema that holds the drizzle migrations table. Tests give each run a fresh schema, so the
   * bookkeeping must live there too, or a second schema would believe it is already migrated.
   */
  pgSchema?: string;
}

/** Applies the committed migrations (same SQL on PGlite and PostgreSQL); safe to call on every start. */
export async function migrate(handle: DbHandle, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // Each driver's migrator wants its own database class back; handle.engine says which one the shared Db is.
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const { pgSchema } = options;
  if (!pgSchema || pgSchema === 'public') {
    await migratePg(handle.db as unknown as NodePgDatabase, { ...config, migrationsSchema: 'drizzle' });
    return;
  }
  // drizzle-kit qualifies foreign-key targets as "public"."table"; in another schema they must point there.
  const folder = await retargetedMigrations(pgSchema);
  try {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder, migrationsSchema: pgSchema });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function retargetedMigrations(pgSchema: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const quoted = `"${pgSchema.replace(/"/g, '')}".`;
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.sql')) continue;
    const sql = await readFile(path.join(folder, file), 'utf8');
    await writeFile(path.join(folder, file), sql.replaceAll('"public".', quoted));
  }
  return folder;
}
