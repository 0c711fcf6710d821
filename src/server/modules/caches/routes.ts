import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import { writeAudit } from '../audit/index.js';
import { clearCaches, describeCaches } from './registry.js';

/** The back office's cache page (docs/decisions/0117-clearing-the-shops-caches.md); a customer's token is 403. */
export const cacheRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/admin/caches', staffOnly('caches'), async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok({ caches: await describeCaches(app), checkedAt: new Date().toISOString() });
  });

  app.post<ContractRoute<'adminCachesClear'>>(
    '/api/v1/admin/caches/clear',
    staffOnly('caches'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const ids = request.body.caches;
      await clearCaches(app, ids);
      // The other server processes of this database clear theirs (docs/decisions/0111-caches-across-processes.md).
      await changeFeedOf(app.db)?.publish({ kind: 'clear', caches: [...ids] }, { here: false });
      const staff = request.user!;
      await writeAudit(app.db, {
        user: { id: staff.id, email: staff.email },
        action: 'clear_caches',
        orderId: null,
        outcome: 'done',
        data: { caches: ids },
        ip: request.ip,
      });
      return ok({ cleared: ids, caches: await describeCaches(app), checkedAt: new Date().toISOString() });
    },
  );
};
