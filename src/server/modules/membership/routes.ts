import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { requireUser } from '../../platform/http/access.js';
import { enforceRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import { isValidBarcode } from './service.js';

export const membershipRoutes: FastifyPluginAsync = async (app) => {
  // A signed-in customer only, limited per account and per IP: the check would otherwise let anyone enumerate card
  // numbers (docs/decisions/0136-member-card-claim-second-factor.md, 0012-lockout-and-rate-limits.md).
  app.get<ContractRoute<'validateMembersBarcode'>>(
    '/api/v1/settings/external/validateMembersBarcode',
    { preHandler: requireUser },
    async (request, reply) => {
      await enforceRateLimit(request, reply, RATE_RULES.memberCardUser, `user:${request.user!.id}`);
      await enforceRateLimit(request, reply, RATE_RULES.memberCardIp, request.ip);
      const { barcode } = request.query;
      return ok({ isValid: await isValidBarcode(app.db, barcode.trim()) });
    },
  );
};
