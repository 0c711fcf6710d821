import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { staffOnly } from '../../platform/http/access.js';
import { enforceRateLimit } from '../../platform/http/rate-limit.js';
import { listStockRequests } from './admin.js';
import { notifyRestocked, requestAvailability } from './service.js';

// 'Obavijesti me' on a sold-out size (docs/decisions/0208-back-in-stock-requests.md).
export const stockRequestRoutes: FastifyPluginAsync = async (app) => {
  // Stock also comes back outside the back office (an order cancelled, expired or withdrawn, goods returned to
  // stock): the sweep finds those sizes within a minute. One indexed look-up when nothing waits.
  periodicSweep(app, 'back-in-stock sweep', () => notifyRestocked(app));
  app.post<ContractRoute<'productAvailabilityRequest'>>('/api/v1/catalogue/stock-request', async (request, reply) =>
    ok(
      await requestAvailability(
        { db: app.db, limit: async (rule) => void (await enforceRateLimit(request, reply, rule)) },
        request.body,
      ),
    ),
  );

  // The requests for the back office (docs/decisions/0241-newsletter-and-back-in-stock-lists.md): personal data, so
  // the customers permission.
  app.get<ContractRoute<'adminStockRequestList'>>(
    '/api/v1/admin/stock-requests',
    staffOnly('customers'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { q, state, page = 1, limit = 25 } = request.query;
      return ok(await listStockRequests(app.db, { ...(q ? { q } : {}), ...(state ? { state } : {}), page, limit }));
    },
  );
};
