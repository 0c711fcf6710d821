// A migrated + seeded PGlite database (and its media folder), built once per content of src/server/platform/db and
// reused by every test file: API test files run in separate processes, so it lives in the OS temp folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type DbHandle, type DbOptions, PGLITE_OPTIONS, pgliteHandle } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Anything that changes the migrated+seeded state invalidates the snapshot.
const SOURCES = ['src/server/platform/db', 'src/server/modules', 'src/shared'];

async function listFiles(p: string): Promise<string[]> {
  const full = path.join(root, p);
  if (!existsSync(full)) return [];
  if ((await stat(full)).isFile()) return [p];
  const entries = await readdir(full, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => listFiles(path.join(p, e.name))));
  return nested.flat().sort();
}

export async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await Promise.all(SOURCES.map(listFiles))).flat()) {
    hash.update(file).update(await readFile(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function wrapPglite(client: PGlite, onStatement?: DbOptions['onStatement']): DbHandle {
  return pgliteHandle(client, onStatement);
}

async function build(dir: string): Promise<void> {
  const work = `${dir}.build-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(path.join(work, 'media'), { recursive: true });
  const client = new PGlite(PGLITE_OPTIONS);
  const handle = wrapPglite(client);
  await migrate(handle);
  await seedIfEmpty(handle, { mediaDir: path.join(work, 'media') });
  const dump = await client.dumpDataDir('gzip');
  await writeFile(path.join(work, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  await client.close();
  await rename(work, dir).catch(async (err: NodeJS.ErrnoException) => {
    // Another process finished first: its snapshot is as good as ours.
    await rm(work, { recursive: true, force: true });
    if (!existsSync(dir)) throw err;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Returns the snapshot folder (pgdata.tar.gz + media/), building it when missing. Test files start in parallel:
 * one process takes a lock folder and builds, the others wait for its result (a stale lock is taken over).
 */
export async function ensureSnapshot(): Promise<string> {
  const dir = path.join(tmpdir(), `fan-shop-test-db-${await snapshotKey()}`);
  const ready = () => existsSync(path.join(dir, 'pgdata.tar.gz'));
  const lock = `${dir}.lock`;
  while (!ready()) {
    try {
      await mkdir(lock);
    } catch {
      const age =
        Date.now() -
        (await stat(lock)
          .then((s) => s.mtimeMs)
          .catch(() => Date.now()));
      if (age > 180_000) await rm(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!ready()) await build(dir);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** A fresh in-memory PGlite loaded from the snapshot, plus a private copy of its media folder. */
export async function openFromSnapshot(mediaDir: string, onStatement?: DbOptions['onStatement']): Promise<DbHandle> {
  const dir = await ensureSnapshot();
  const data = await readFile(path.join(dir, 'pgdata.tar.gz'));
  await cp(path.join(dir, 'media'), mediaDir, { recursive: true });
  const client = new PGlite({ loadDataDir: new Blob([data]), ...PGLITE_OPTIONS });
  await client.waitReady;
  return wrapPglite(client, onStatement);
}
