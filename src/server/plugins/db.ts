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
  },
  { name: 'db' },
);
