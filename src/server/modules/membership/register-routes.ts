import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { staffOf } from '../audit/index.js';
import { cancelCard, listCards, reissueCard } from './register.js';
import { importCards } from './register-import.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** The club's member card register (docs/decisions/0220-member-card-register.md): staff with `customers`; audited. */
export const memberRegisterRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.clock.now());

  app.get<ContractRoute<'adminMemberCardList'>>(
    '/api/v1/admin/member-cards',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const { q, state, page = 1, limit = 25 } = request.query;
      return ok(await listCards(app.db, { ...(q ? { q } : {}), ...(state ? { state } : {}), page, limit }));
    },
  );

  app.post<ContractRoute<'adminMemberCardImport'>>(
    '/api/v1/admin/member-cards/import',
    { ...staffOnly('customers'), bodyLimit: 3 * 1024 * 1024 },
    async (request, reply) => {
      privately(reply);
      return ok(await importCards(app.db, staffOf(request), request.body, now()));
    },
  );

  app.post<ContractRoute<'adminMemberCardCancel'>>(
    '/api/v1/admin/member-cards/:barcode/cancel',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const reason = request.body.reason?.trim() ?? '';
      return ok(await cancelCard(app.db, staffOf(request), request.params.barcode, reason, now()));
    },
  );

  app.post<ContractRoute<'adminMemberCardReissue'>>(
    '/api/v1/admin/member-cards/:barcode/reissue',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const body = { barcode: request.body.barcode.trim(), pin: request.body.pin.trim() };
      return ok(await reissueCard(app.db, staffOf(request), request.params.barcode, body, now()));
    },
  );
};
