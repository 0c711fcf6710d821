import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set when the process has been asked to stop: readiness answers 503 from then on, so a load balancer sends new
     * visitors elsewhere while the requests in flight finish (docs/decisions/0145-several-processes.md).
     */
    draining: boolean;
  }
}

/** Paths of the two probes; never shed, never cached, outside the API's contract and its apiKey. */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

/** How long readiness waits for the database before it calls the process not ready. */
const READY_QUERY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness for a process manager or a load balancer (docs/decisions/0145-several-processes.md).
 * `/health/live` says the process answers at all (restart it when it does not). `/health/ready` says it should get
 * traffic: its database answers and it is not shutting down.
 */
export const healthPlugin = fp(
  async (app) => {
    app.decorate('draining', false);
    const noStore = { 'cache-control': 'no-store' };

    app.get(HEALTH_PATHS.live, async (_request, reply) => {
      reply.headers(noStore);
      return { status: 'live' };
    });

    app.get(HEALTH_PATHS.ready, async (_request, reply) => {
      reply.headers(noStore);
      if (app.draining) return reply.code(503).send({ status: 'draining' });
      const database = await databaseAnswers(app.db);
      if (!database) return reply.code(503).send({ status: 'database-unavailable' });
      return { status: 'ready' };
    });
  },
  { name: 'health', dependencies: ['db'] },
);

async function databaseAnswers(db: import('../db/client.js').Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_QUERY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
