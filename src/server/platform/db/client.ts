import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  attachChangeFeed,
  createLocalChangeFeed,
  createPgChangeFeed,
  CHANGE_CHANNEL,
  type ChangeFeed,
} from './change-feed.js';
import { createOutageWatch, type OutageWatch } from './outage.js';
import { OutageSafePool } from './pool.js';
import * as schema from './schema/index.js';

/** One database type for both engines: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  /**
   * Where orders are placed: on PostgreSQL a pool of its own, so an order never waits for a connection behind the
   * checkout steps' transactions (docs/decisions/0269-stock-read-before-it-is-locked.md); `db` on PGlite.
   */
  ordersDb: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Losses and returns of the database, told once per outage (the app logs them). */
  outage: OutageWatch;
  /** Changes of the shop's data told to every process of this database (docs/decisions/0111-caches-across-processes.md). */
  changes: ChangeFeed;
  /** A read replica of the PostgreSQL database, when one is set (docs/decisions/0209-read-replica.md). */
  replica?: { db: Db; outage: OutageWatch };
}

export interface DbOptions {
  /** postgres://... switches to PostgreSQL; otherwise embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests use a fresh one per run); created when missing. */
  pgSchema?: string | undefined;
  poolSize?: number;
  /** Connections kept for placing orders (ORDER_POOL_SIZE), beside the pool of everything else. */
  ordersPoolSize?: number;
  /**
   * A read replica of the same PostgreSQL database for the public catalogue and CMS reads; its schema is the
   * primary's unless told (tests play a replica with another schema).
   */
  readReplica?: { url: string; pgSchema?: string | undefined } | undefined;
  /** Told every statement the shop sends, transactions included (tests count a call's statements). */
  onStatement?: ((sql: string) => void) | undefined;
}

/** Drizzle's query log as a statement hook. */
const statementLog = (onStatement: DbOptions['onStatement']) =>
  onStatement ? { logger: { logQuery: (query: string) => onStatement(query) } } : {};

/**
 * Settings of each PostgreSQL session: the schema to use, when given, and no JIT compilation — the shop's queries
 * are short, and the planner's cost of a correlated sum (the back office's stock column) made PostgreSQL spend
 * 45 ms compiling a query that runs in 3 ms (docs/decisions/0210-postgres-without-jit.md).
 */
const sessionOptions = (pgSchema: string | undefined) => ({
  options: ['-c jit=off', ...(pgSchema ? [`-c search_path="${pgSchema.replace(/"/g, '')}",public`] : [])].join(' '),
});

/**
 * How long a request waits for a connection (a new one, or a free one of the pool under load) before it is answered
 * 503: well above the longest queue the shop's load tests make (500 orders at once on a pool of 4 waited 10 s on a
 * busy 2-core machine), short enough that a server that never answers (a dead host drops packets instead of refusing
 * them) does not hold requests for the minutes TCP would take.
 */
const CONNECT_TIMEOUT_MS = 30_000;

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { databaseUrl, pgSchema } = options;
    if (pgSchema) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema.replace(/"/g, '')}"`);
      await admin.end();
    }
    const outage = createOutageWatch();
    // The shop's pool and the one kept for placing orders: the same database, settings and outage watch.
    const poolOf = (max: number) =>
      new OutageSafePool(
        {
          connectionString: databaseUrl,
          max,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
          ...sessionOptions(pgSchema),
        },
        outage,
      );
    const pool = poolOf(options.poolSize ?? 10);
    const ordersPool = poolOf(options.ordersPoolSize ?? 4);
    // Each driver has its own database class; the app sees the one PgDatabase type both share (no driver-only API).
    const drizzleOf = (over: pg.Pool) =>
      drizzlePg(over, { schema, ...statementLog(options.onStatement) }) as unknown as Db;
    const db = drizzleOf(pool);
    const ordersDb = drizzleOf(ordersPool);
    const changes = createPgChangeFeed({
      databaseUrl,
      schema: pgSchema ?? '',
      notify: (payload) => pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
      onError: (err) => outage.lost(err),
    });
    attachChangeFeed(db, changes);
    attachChangeFeed(ordersDb, changes);
    const replica = options.readReplica && openReplica(options.readReplica, pgSchema, options.poolSize);
    const close = async () => {
      await changes.close();
      await pool.end();
      await ordersPool.end();
      await replica?.pool.end();
    };
    return {
      db,
      ordersDb,
      engine: 'postgres',
      close,
      outage,
      changes,
      ...(replica ? { replica: { db: replica.db, outage: replica.outage } } : {}),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, ...PGLITE_OPTIONS });
  await client.waitReady;
  return pgliteHandle(client, options.onStatement);
}

/** The replica's own pool, with its own outage watch: when it is away the primary answers (the app's readDb). */
function openReplica(replica: NonNullable<DbOptions['readReplica']>, pgSchema: string | undefined, poolSize = 10) {
  const outage = createOutageWatch();
  const pool = new OutageSafePool(
    {
      connectionString: replica.url,
      max: poolSize,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...sessionOptions(replica.pgSchema ?? pgSchema),
    },
    outage,
  );
  return { pool, outage, db: drizzlePg(pool, { schema }) as unknown as Db };
}

/** PostgreSQL's type id of json. */
const JSON_OID = 114;

/**
 * How every PGlite of the shop is opened (tests open theirs from a snapshot with the same): its extensions, and a
 * json parameter given as UTF-8 bytes (jsonParam) sent as they are, in the binary format, which for json is the text
 * itself. PGlite's own json serializer answers text, which its protocol writer then measures and encodes character
 * by character: most of the cost of a group's write (docs/decisions/0262-orders-placed-in-groups.md).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, unaccent },
  serializers: {
    [JSON_OID]: (value: unknown) =>
      (value instanceof Uint8Array ? value : typeof value === 'string' ? value : JSON.stringify(value)) as string,
  },
};

/** The handle of an open PGlite (tests open one from a snapshot). One process: changes stay in it. */
export function pgliteHandle(client: PGlite, onStatement?: DbOptions['onStatement']): DbHandle {
  // As above: the driver's class seen as the shared Db type.
  const db = drizzlePglite(client, { schema, ...statementLog(onStatement) }) as unknown as Db;
  const changes = createLocalChangeFeed();
  attachChangeFeed(db, changes);
  return { db, ordersDb: db, engine: 'pglite', close: () => client.close(), outage: createOutageWatch(), changes };
}

/**
 * The rows of a raw `db.execute(sql...)`. Both drivers answer `{ rows }`, but the one Db type over both cannot
 * say so; the row type is the caller's SELECT list.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
