// What a start does to the database before the app serves it: the demo outside production, a real shop's start data
// in production (docs/decisions/0132-no-demo-in-production.md), the production apiKey (docs/decisions/0133-api-key-stored-hashed.md)
// and the first back-office account from ADMIN_EMAIL/ADMIN_PASSWORD. server.ts and the tests run the same steps.
import { mkdir } from 'node:fs/promises';
import type { AppConfig } from './platform/config.js';
import { openDb, type DbHandle } from './platform/db/client.js';
import { migrate } from './platform/db/migrate.js';
import { withStartupLock } from './platform/db/startup-lock.js';
import { isSeeded, seedIfEmpty, seedShopIfEmpty } from './seed/index.js';
import type { DemoLogin } from './seed/users/index.js';
import { apiKeyDigest, knownApiKeys, newApiKey, readApiKeyFile, writeApiKeyFile } from './modules/settings/api-keys.js';
import { listDomains } from './modules/settings/domain-repository.js';
import { createBackofficeAccount, hasBackofficeAccount } from './modules/users/index.js';

export interface PreparedShop {
  /** Whether this start seeded the database. */
  seeded: boolean;
  /** The demo logins to print (none in production). */
  demoLogins: DemoLogin[];
  /** What the operator must read at this start, in Croatian (the new apiKey, how to make the first account). */
  notes: string[];
  /** Whether a back-office account exists now. */
  backofficeReady: boolean;
}

/** Opens the database of the configuration (PGlite in DATA_DIR or PostgreSQL) and migrates it. */
export async function openShopDb(config: AppConfig): Promise<DbHandle> {
  const handle = await openConfiguredDb(config);
  await withStartupLock(handle, () => migrate(handle));
  return handle;
}

/**
 * What a server process does before it serves: open, migrate and prepare the database. Several processes starting
 * together on one PostgreSQL do it one at a time; the later ones find it done (docs/decisions/0145-several-processes.md).
 */
export async function startShopDb(config: AppConfig): Promise<{ handle: DbHandle; prepared: PreparedShop }> {
  const handle = await openConfiguredDb(config);
  const prepared = await withStartupLock(handle, async () => {
    await migrate(handle);
    return prepareShop(handle, config);
  });
  return { handle, prepared };
}

async function openConfiguredDb(config: AppConfig): Promise<DbHandle> {
  await mkdir(config.mediaDir, { recursive: true });
  if (!config.DATABASE_URL) await mkdir(config.pgliteDir, { recursive: true });
  return openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
    readReplica: config.DATABASE_READ_URL ? { url: config.DATABASE_READ_URL } : undefined,
    ordersPoolSize: config.ORDER_POOL_SIZE,
  });
}

/** The hint printed while no back-office account exists. */
export const ADMIN_CREATE_HINT =
  'Pozadinski ured još nema korisnika i ne otvara se dok ga ne napravite: npm run admin:create -- <e-mail adresa> ' +
  '(lozinku pita dvaput), ili za prvo pokretanje spremnika postavite ADMIN_EMAIL i ADMIN_PASSWORD.';

export async function prepareShop(handle: DbHandle, config: AppConfig): Promise<PreparedShop> {
  const notes: string[] = [];
  let seeded = false;
  let demoLogins: DemoLogin[] = [];
  if (config.NODE_ENV === 'production') {
    seeded = await seedRealShop(handle, config, notes);
  } else {
    const seed = await seedIfEmpty(handle, { mediaDir: config.mediaDir });
    seeded = seed.seeded;
    demoLogins = seed.logins;
  }
  let backofficeReady = await hasBackofficeAccount(handle.db);
  if (!backofficeReady && config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const made = await createBackofficeAccount(handle.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      repeatPassword: config.ADMIN_PASSWORD,
    });
    if (made.ok) {
      backofficeReady = true;
      notes.push(`Napravljen je račun pozadinskog ureda ${made.email}; uklonite ADMIN_PASSWORD iz okruženja.`);
    } else {
      notes.push(`ADMIN_EMAIL/ADMIN_PASSWORD nisu upotrijebljeni: ${describeRefusal(made)}`);
    }
  }
  if (!backofficeReady) notes.push(ADMIN_CREATE_HINT);
  return { seeded, demoLogins, notes, backofficeReady };
}

/** Why an account was not made, in Croatian. */
export function describeRefusal(result: Exclude<Awaited<ReturnType<typeof createBackofficeAccount>>, { ok: true }>) {
  if (result.reason === 'exists') return 'račun s tom e-mail adresom već postoji.';
  return Object.entries(result.errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
}

/**
 * A production database gets a real shop's start data and its own apiKey: SHOP_API_KEY when set, else the key of
 * DATA_DIR/api-key, else a new one written there (0600) and printed this once. Only its digest goes to the database.
 */
async function seedRealShop(handle: DbHandle, config: AppConfig, notes: string[]): Promise<boolean> {
  if (!(await isSeeded(handle))) {
    let key = config.SHOP_API_KEY ?? (await readApiKeyFile(config.DATA_DIR));
    if (!key) {
      key = newApiKey();
      const file = await writeApiKeyFile(config.DATA_DIR, key);
      notes.push(
        `API ključ trgovine (ispisuje se samo ovaj put): ${key}`,
        `  Spremljen je u ${file} (samo za vlasnika); bez te datoteke postavite SHOP_API_KEY na tu vrijednost.`,
      );
    }
    const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const { seeded } = await seedShopIfEmpty(handle, {
      name: config.SHOP_NAME,
      url,
      hosts: [new URL(url).hostname],
      apiKeyDigest: apiKeyDigest(key),
    });
    return seeded;
  }
  // A later start: the server must know its key to write it into its pages.
  const known = await knownApiKeys(config);
  const domains = await listDomains(handle.db, known);
  if (domains.length > 0 && domains.every((d) => d.apiKey === null))
    notes.push(
      'Poslužitelj ne zna API ključ trgovine (u bazi je samo njegov sažetak): postavite SHOP_API_KEY ili vratite ' +
        `datoteku ${config.DATA_DIR}/api-key; bez njega stranice trgovine ne mogu pozvati API.`,
    );
  return false;
}
