import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { listAudit } from './list.js';

/** The store-wide audit log's page (docs/decisions/0175-store-wide-audit-log.md): back-office users only. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'adminAuditList'>>('/api/v1/admin/audit', staffOnly('audit'), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const q = request.query;
    return ok(
      await listAudit(app.db, {
        ...(q.entityKind ? { entityKind: q.entityKind } : {}),
        ...(q.entityId ? { entityId: q.entityId } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.user ? { user: q.user } : {}),
        ...(q.from ? { from: q.from } : {}),
        ...(q.to ? { to: q.to } : {}),
        page: q.page ?? 1,
        limit: q.limit ?? 30,
      }),
    );
  });
};
