// Builds the real app for API tests: in-memory PGlite by default, PostgreSQL in a database of its own when
// DATABASE_URL is set (npm run test:api:pg). Usage:
//   const t = await createTestApp();  afterAll(() => t.close());
//   const res = await t.app.inject({ method: 'GET', url: '/api/v1/commons', headers: t.headers() });
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type AppConfig } from '../../src/server/platform/config.js';
import { openDb, type Db, type DbHandle } from '../../src/server/platform/db/client.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../../src/server/seed/index.js';
import type { LockerDirectory } from '../../src/server/modules/delivery/index.js';
import { prepareShop, type PreparedShop } from '../../src/server/start.js';
import { copyOfTemplate, sameDatabaseName, TEMPLATE_SCHEMA } from './pg-template.js';
import { openFromSnapshot } from './snapshot.js';

export const DEMO_API_KEY = 'demo-api-key';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: AppConfig;
  mediaDir: string;
  /** Default request headers (apiKey of the demo domain), with overrides. */
  headers: (extra?: Record<string, string>) => Record<string, string>;
  close: () => Promise<void>;
  /** The PostgreSQL schema of this app (undefined on PGlite). */
  pgSchema?: string;
  /** The PostgreSQL database of this app (undefined on PGlite). */
  databaseUrl?: string;
  /** What the start did to the database, with `asStarted`. */
  prepared?: PreparedShop;
}

export interface TestAppOptions {
  /** Extra env for loadConfig (e.g. { MAINTENANCE: 'true' }). */
  env?: Record<string, string>;
  /** Skip the demo seed (migrations only). */
  seed?: boolean;
  /**
   * Prepare a fresh database as `npm start` does for the app's configuration (src/server/start.ts): the demo outside
   * production, a real shop's start data and its own apiKey with NODE_ENV=production.
   */
  asStarted?: boolean;
  /** Sees every route as it is registered (e.g. the contract coverage test). */
  onRoute?: (route: RouteOptions) => void;
  /** Adds to the built app before it is ready, as a later plugin would (e.g. a hook registered after all others). */
  extend?: (app: FastifyInstance) => void;
  /** The parcel-locker directory of the BoxNow delivery method (tests/support/lockers.ts has a fixed one). */
  lockers?: LockerDirectory;
  /** PostgreSQL URL to use instead of DATABASE_URL (e.g. the same database through tests/support/db-proxy.ts). */
  databaseUrl?: string;
  /**
   * A second server process on the same PostgreSQL schema as this app (its own pool and change feed; no migration
   * or seed; the schema is dropped by the app that made it).
   */
  sameDatabaseAs?: TestApp;
  /**
   * Reads the public catalogue and CMS from this app's PostgreSQL schema as from a read replica
   * (docs/decisions/0209-read-replica.md): a stand-in that lets a test tell which database answered.
   */
  readReplicaOf?: TestApp;
  /** The replica's address when not DATABASE_URL (e.g. through tests/support/db-proxy.ts, to take it away). */
  readReplicaUrl?: string;
  /**
   * Stand-ins the app talks to, already started (startCisForTests, startBoxNowForTests, startPaymentRig): their env
   * points the app at them, and the app's close() stops them after the app (also when the app fails to start).
   */
  standIns?: StandInForTests[];
  /** Told every statement the app sends (on the default databases: the snapshot's PGlite, the template's copy). */
  onStatement?: (sql: string) => void;
}

/** A local stand-in for a third party, with the env that points a test app at it. */
export interface StandInForTests {
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const standIns = options.standIns ?? [];
  const stopStandIns = async () => {
    for (const standIn of standIns) await standIn.close();
  };
  const env = Object.assign({}, ...standIns.map((s) => s.env), options.env);
  const app = await createApp({ ...options, env }).catch(async (err: unknown) => {
    await stopStandIns().catch(() => {});
    throw err;
  });
  return {
    ...app,
    close: async () => {
      try {
        await app.close();
      } finally {
        await stopStandIns();
      }
    },
  };
}

async function createApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fan-shop-test-'));
  const serverUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const mediaDir = path.join(dataDir, 'media');
  // On PostgreSQL a file's app gets a database of its own copied from the seeded template (tests/support/pg-template.ts),
  // unless it shares another app's, sets its own up (asStarted, no seed) or goes through a proxy of its own.
  const fromTemplate =
    serverUrl !== undefined &&
    serverUrl === process.env.DATABASE_URL &&
    !options.sameDatabaseAs &&
    !options.asStarted &&
    options.seed !== false;
  const copy = fromTemplate ? await copyOfTemplate(serverUrl, mediaDir) : undefined;
  const databaseUrl = options.sameDatabaseAs?.databaseUrl ?? copy?.databaseUrl ?? serverUrl;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    // Tests play clients behind a local proxy: inject() comes from 127.0.0.1 and X-Forwarded-For names the client.
    TRUST_PROXY: '127.0.0.1',
    // The shop's public origin is the host inject() sends (links in e-mails, canonical, sitemap).
    PUBLIC_URL: 'http://localhost',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  let handle: DbHandle;
  let dropDatabase = async () => {};
  let pgSchema: string | undefined;
  let prepared: PreparedShop | undefined;
  const replica = options.readReplicaOf;
  if (replica && !replica.databaseUrl) throw new Error('readReplicaOf needs an app on PostgreSQL');
  const readReplica = replica
    ? {
        readReplica: {
          url: options.readReplicaUrl
            ? sameDatabaseName(options.readReplicaUrl, replica.databaseUrl!)
            : replica.databaseUrl!,
          pgSchema: replica.pgSchema,
        },
      }
    : {};
  if (options.sameDatabaseAs) {
    pgSchema = options.sameDatabaseAs.pgSchema;
    if (!databaseUrl || !pgSchema) throw new Error('sameDatabaseAs needs an app on PostgreSQL');
    handle = await openDb({ databaseUrl, pgSchema, poolSize: 4 });
  } else if (copy) {
    pgSchema = TEMPLATE_SCHEMA;
    dropDatabase = copy.drop;
    handle = await openDb({
      databaseUrl: copy.databaseUrl,
      pgSchema,
      poolSize: 4,
      onStatement: options.onStatement,
      ...readReplica,
    }).catch(async (err: unknown) => {
      await copy.drop();
      throw err;
    });
  } else if (databaseUrl) {
    const schemaName = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    pgSchema = schemaName;
    dropDatabase = async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await admin.end();
    };
    handle = await openDb({ databaseUrl, pgSchema: schemaName, poolSize: 4, ...readReplica });
    try {
      await migrate(handle, { pgSchema: schemaName });
      if (options.asStarted) prepared = await prepareShop(handle, config);
      else if (options.seed !== false) await seedIfEmpty(handle, { mediaDir: config.mediaDir });
    } catch (err) {
      await handle.close().catch(() => {});
      await dropDatabase();
      throw err;
    }
  } else if (options.seed === false || options.asStarted) {
    handle = await openDb({});
    await migrate(handle);
    if (options.asStarted) prepared = await prepareShop(handle, config);
  } else {
    handle = await openFromSnapshot(config.mediaDir, options.onStatement);
  }
  const app = await buildApp({
    config,
    db: handle,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.lockers ? { lockers: options.lockers } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    mediaDir: config.mediaDir,
    headers: (extra = {}) => ({ apiKey: DEMO_API_KEY, ...extra }),
    ...(pgSchema ? { pgSchema } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(prepared ? { prepared } : {}),
    // Each step runs even if an earlier one fails (e.g. a test closed the database itself).
    close: async () => {
      const steps = [
        () => app.close(),
        () => handle.close(),
        dropDatabase,
        () => rm(dataDir, { recursive: true, force: true }),
      ];
      const errors: unknown[] = [];
      for (const step of steps)
        await Promise.resolve()
          .then(step)
          .catch((err: unknown) => errors.push(err));
      const real = errors.filter(
        (e) => !/after calling end|end on pool more than once|closed/i.test(String((e as Error)?.message)),
      );
      if (real.length) throw real[0];
    },
  };
}
