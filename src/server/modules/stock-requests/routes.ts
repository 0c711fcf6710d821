import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../contract-types.js';
import { ok } from '../../errors/index.js';
import { enforceRateLimit } from '../../plugins/rate-limit.js';
import { requestAvailability } from './service.js';

// 'Obavijesti me' on a sold-out size (docs/decisions/0208-back-in-stock-requests.md).
export const stockRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'productAvailabilityRequest'>>('/api/v1/catalogue/stock-request', async (request, reply) =>
    ok(
      await requestAvailability(
        { db: app.db, limit: async (rule) => void (await enforceRateLimit(request, reply, rule)) },
        request.body,
      ),
    ),
  );
};
