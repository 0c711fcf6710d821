import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Db, DbHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one drizzle database (PGlite or PostgreSQL); modules never know which. */
    db: Db;
    config: AppConfig;
    /** Engine in use, for the rare query that must differ. */
    dbEngine: DbHandle['engine'];
    /** The database's outages, told to the log once each (docs/decisions/0105-database-outage.md). */
    dbOutage: DbHandle['outage'];
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  handle: DbHandle;
}

/** Decorates the app with db and config; closing the database stays with whoever opened it. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, handle }) => {
    app.decorate('db', handle.db);
    app.decorate('config', config);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbOutage', handle.outage);
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
