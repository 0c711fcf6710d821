import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { deskCounts } from './counts.js';

/** The desk home's counts (docs/decisions/0162-desk-home-counts.md), back-office users only. */
export const deskCountRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'adminDeskCounts'>>(
    '/api/v1/admin/desk/counts',
    staffOnly('desk.open'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await deskCounts(app.db, request.domain.id));
    },
  );
};
