import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { and, eq } from 'drizzle-orm';
import { customerDataRequests } from '../../platform/db/schema/customers.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { can } from '@shared/permissions.js';
import { staffOf } from '../audit/index.js';
import { allowReviews, type CustomerContext, completeRequest, requestData, setBlocked } from './actions.js';
import { exportPdf } from './export-pdf.js';
import { listCustomers } from './list.js';
import { customerPage } from './profile.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

function customerContext(request: FastifyRequest): CustomerContext {
  const app = request.server;
  return { db: app.db, now: () => app.clock.now(), actor: staffOf(request) };
}

/**
 * Customers in the back office (docs/decisions/0218-blocked-customers.md, 0219-erasure-keeps-what-the-law-requires.md):
 * staff with the `customers` permission; every write audited in the store-wide log.
 */
export const customerAdminRoutes: FastifyPluginAsync = async (app) => {
  /** A done export of this customer, or NOT_FOUND (a pending one, an erasure, another customer's). */
  async function doneExport(id: number, requestId: number) {
    const [row] = await app.db
      .select({ export: customerDataRequests.export, doneAt: customerDataRequests.doneAt })
      .from(customerDataRequests)
      .where(and(eq(customerDataRequests.id, requestId), eq(customerDataRequests.userId, id)));
    if (!row?.export) throw new AppError('NOT_FOUND', { message: 'Izvoz nije izrađen.' });
    return { data: row.export, name: `podaci-kupca-${id}-${requestId}` };
  }

  app.get<ContractRoute<'adminCustomerList'>>(
    '/api/v1/admin/customers',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const { q, state, page = 1, limit = 25 } = request.query;
      return ok(await listCustomers(app.db, { ...(q ? { q } : {}), ...(state ? { state } : {}), page, limit }));
    },
  );

  app.get<ContractRoute<'adminCustomerGet'>>(
    '/api/v1/admin/customers/:id',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      return ok(await customerPage(app.db, request.params.id));
    },
  );

  app.post<ContractRoute<'adminCustomerBlock'>>(
    '/api/v1/admin/customers/:id/block',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const { blocked, reason } = request.body;
      await setBlocked(customerContext(request), request.params.id, blocked, reason?.trim() ?? '');
      return ok(await customerPage(app.db, request.params.id));
    },
  );

  // The customers page and the reviews' moderation both: the second is checked here
  // (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md).
  app.post<ContractRoute<'adminCustomerReviewsUnblock'>>(
    '/api/v1/admin/customers/:id/reviews-unblock',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      if (!can(request.user!.scope, 'reviews'))
        throw new AppError('PERMISSION_DENIED', { payload: { permission: 'reviews' } });
      await allowReviews(customerContext(request), request.params.id, request.body.reason?.trim() ?? '');
      return ok(await customerPage(app.db, request.params.id));
    },
  );

  app.post<ContractRoute<'adminCustomerDataRequest'>>(
    '/api/v1/admin/customers/:id/data-requests',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const { kind, note } = request.body;
      await requestData(customerContext(request), request.params.id, kind, note?.trim() ?? '');
      return ok(await customerPage(app.db, request.params.id));
    },
  );

  app.post<ContractRoute<'adminCustomerDataRequestComplete'>>(
    '/api/v1/admin/customers/:id/data-requests/:requestId/complete',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const { id, requestId } = request.params;
      await completeRequest(customerContext(request), id, requestId, request.body.confirmEmail ?? '');
      return ok(await customerPage(app.db, id));
    },
  );

  app.get<ContractRoute<'adminCustomerExport'>>(
    '/api/v1/admin/customers/:id/data-requests/:requestId/export',
    staffOnly('customers'),
    async (request, reply) => {
      privately(reply);
      const file = await doneExport(request.params.id, request.params.requestId);
      return ok({ fileName: `${file.name}.json`, json: JSON.stringify(file.data, null, 2) });
    },
  );

  app.get<ContractRoute<'adminCustomerExportPdf'>>(
    '/api/v1/admin/customers/:id/data-requests/:requestId/export.pdf',
    staffOnly('customers'),
    async (request, reply) => {
      const file = await doneExport(request.params.id, request.params.requestId);
      const pdf = await exportPdf(file.data, app.config.SHOP_NAME);
      privately(reply);
      reply.header('content-disposition', `attachment; filename="${file.name}.pdf"`);
      reply.type('application/pdf');
      return reply.send(pdf);
    },
  );
};
