// The PostgreSQL pass's counterpart of snapshot.ts: a migrated + seeded template database (and its media folder),
// built once per content of src/server/platform/db, src/server/modules and src/shared; each test file gets its own database
// copied from it with CREATE DATABASE … TEMPLATE (a file copy on the server) instead of migrating and seeding a
// schema of its own (seconds per file: the seed renders the demo images). The copy is dropped when the file ends.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import { snapshotKey } from './snapshot.js';

/** The schema the template's tables live in; every copy has the same. */
export const TEMPLATE_SCHEMA = 'shop';
/**
 * Templates are named after the database the pass was pointed at, so two passes on one server (two worktrees, each
 * with its own DATABASE_URL) never drop each other's template as "of older sources".
 */
const prefixOf = (serverUrl: string) =>
  `fanshop_tpl_${new URL(serverUrl).pathname
    .slice(1)
    .replace(/[^a-z0-9_]/gi, '_')
    .slice(0, 20)}_`;

const withDatabase = (url: string, database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const databaseExists = (serverUrl: string, name: string) =>
  onServer(
    serverUrl,
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );

async function build(serverUrl: string, name: string, dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'media'), { recursive: true });
  await onServer(serverUrl, async (c) => {
    // Templates of older sources are of no more use (the machine keeps its PostgreSQL between runs).
    const old = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefixOf(serverUrl).replaceAll('_', '\\_')}%`,
    ]);
    for (const { datname } of old.rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  // The app's own handle (pool and change feed) builds it, and is closed: a template may have no connection left
  // when it is copied.
  const handle = await openDb({ databaseUrl: withDatabase(serverUrl, name), pgSchema: TEMPLATE_SCHEMA, poolSize: 2 });
  try {
    await migrate(handle, { pgSchema: TEMPLATE_SCHEMA });
    await seedIfEmpty(handle, { mediaDir: path.join(dir, 'media') });
  } finally {
    await handle.close();
  }
  await writeFile(path.join(dir, 'ready'), name);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The template database's name and media folder, built when missing. Test files start in parallel: one process takes
 * a lock folder and builds, the others wait for its result (a stale lock is taken over).
 */
async function ensureTemplate(serverUrl: string): Promise<{ name: string; dir: string }> {
  const name = `${prefixOf(serverUrl)}${await snapshotKey()}`;
  const dir = path.join(tmpdir(), `fan-shop-pg-template-${name}`);
  const lock = `${dir}.lock`;
  const ready = async () => existsSync(path.join(dir, 'ready')) && (await databaseExists(serverUrl, name));
  while (!(await ready())) {
    try {
      await mkdir(lock);
    } catch {
      const age =
        Date.now() -
        (await stat(lock)
          .then((s) => s.mtimeMs)
          .catch(() => Date.now()));
      if (age > 300_000) await rm(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!(await ready())) await build(serverUrl, name, dir);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return { name, dir };
}

export interface TemplateCopy {
  /** The copy's address: the server of `serverUrl`, a database of its own. */
  databaseUrl: string;
  drop: () => Promise<void>;
}

/** A database of its own for one test file, copied from the template, with a private copy of its media folder. */
export async function copyOfTemplate(serverUrl: string, mediaDir: string): Promise<TemplateCopy> {
  const template = await ensureTemplate(serverUrl);
  const database = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (c) => c.query(`CREATE DATABASE "${database}" TEMPLATE "${template.name}"`));
  await cp(path.join(template.dir, 'media'), mediaDir, { recursive: true });
  return {
    databaseUrl: withDatabase(serverUrl, database),
    drop: async () => {
      await onServer(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    },
  };
}

/** `url` (e.g. a proxy of the server) pointed at the database `other` names. */
export const sameDatabaseName = (url: string, other: string) => withDatabase(url, new URL(other).pathname.slice(1));
