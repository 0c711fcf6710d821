import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one drizzle database (PGlite or PostgreSQL); modules never know which. */
    db: Db;
    /** The same database through the connections kept for placing orders (DbHandle's `ordersDb`). */
    ordersDb: Db;
    config: AppConfig;
    /** Engine in use, for the rare query that must differ. */
    dbEngine: DbHandle['engine'];
    /** The database's outages, told to the log once each (docs/decisions/0105-database-outage.md). */
    dbOutage: DbHandle['outage'];
    /**
     * Where the public catalogue and CMS reads go (docs/decisions/0209-read-replica.md): the read replica when one is
     * set, the primary for READ_REPLICA_LAG_SECONDS after a write and while the replica is away; `db` otherwise.
     */
    readonly readDb: Db;
  }
}

/** While the replica is away, how often one query tries it (a pool reconnects only when asked). */
const REPLICA_PROBE_MS = 5000;

export interface DbPluginOptions {
  config: AppConfig;
  handle: DbHandle;
}

/** Decorates the app with db and config; closing the database stays with whoever opened it. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, handle }) => {
    app.decorate('db', handle.db);
    app.decorate('ordersDb', handle.ordersDb);
    app.decorate('config', config);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbOutage', handle.outage);
    const replica = handle.replica;
    if (!replica) app.decorate('readDb', { getter: () => handle.db });
    else {
      const lagMs = config.READ_REPLICA_LAG_SECONDS * 1000;
      // The last write this process did or was told of: the replica may not have it yet.
      let lastWrite = Number.NEGATIVE_INFINITY;
      const unsubscribe = handle.changes.subscribe(() => {
        lastWrite = app.clock.now();
      });
      app.decorate('readDb', {
        getter: () => (replica.outage.isDown || app.clock.now() - lastWrite < lagMs ? handle.db : replica.db),
      });
      let probe: NodeJS.Timeout | undefined;
      replica.outage.listen({
        down: (err) => {
          app.log.error(
            { reason: err instanceof Error ? err.message : String(err) },
            'read replica unreachable: the public reads go to the primary until it is back',
          );
          probe ??= setInterval(() => void replica.db.execute(sql`select 1`).catch(() => {}), REPLICA_PROBE_MS);
          probe.unref();
        },
        up: (downForMs) => {
          app.log.warn({ downForMs }, 'read replica reachable again');
          clearInterval(probe);
          probe = undefined;
        },
      });
      app.addHook('onClose', async () => {
        unsubscribe();
        clearInterval(probe);
      });
    }
    handle.outage.listen({
      down: (err) =>
        app.log.error(
          { reason: err instanceof Error ? err.message : String(err) },
          'database unreachable: requests that need it are answered 503 until it is back',
        ),
      up: (downForMs) => app.log.warn({ downForMs }, 'database reachable again'),
    });
  },
  { name: 'db' },
);
