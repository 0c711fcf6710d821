import { centsToEuros } from '@shared/money.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { type EInvoiceRow, einvoices } from '../../platform/db/schema/einvoices.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { recordChange, staffOf } from '../audit/index.js';

export const einvoiceXmlPath = (orderId: number) => `/api/v1/admin/orders/${orderId}/einvoice/xml`;

const toApi = (row: EInvoiceRow) => ({
  number: row.number,
  status: row.status as 'queued' | 'sent' | 'delivered' | 'rejected' | 'reported',
  issuedAt: row.issuedAt.toISOString(),
  buyerName: row.buyerName,
  buyerOib: row.buyerOib,
  total: centsToEuros(row.totalCents),
  electronicId: row.electronicId,
  intermediaryStatus: row.intermediaryStatus ? `${row.intermediaryStatus.id} ${row.intermediaryStatus.name}` : null,
  lastError: row.lastError,
  attempts: row.attempts,
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  reportedAt: row.reportedAt?.toISOString() ?? null,
  xmlUrl: einvoiceXmlPath(row.orderId),
});

const einvoiceOf = async (db: Db, orderId: number) =>
  (await db.select().from(einvoices).where(eq(einvoices.orderId, orderId)))[0];

/**
 * The order desk's view of an order's eRačun: its status at the intermediary, the UBL document as sent, and
 * "send again" once rejected (docs/decisions/0228-company-einvoices.md). Accountants and managers: 'receipts'.
 */
export async function einvoiceRoutes(app: FastifyInstance) {
  app.get<ContractRoute<'adminOrderEInvoice'>>(
    '/api/v1/admin/orders/:id/einvoice',
    staffOnly('receipts'),
    async (request) => {
      const row = await einvoiceOf(app.db, request.params.id);
      return ok(row ? toApi(row) : null);
    },
  );

  app.get<ContractRoute<'adminOrderEInvoiceXml'>>(
    '/api/v1/admin/orders/:id/einvoice/xml',
    staffOnly('receipts'),
    async (request, reply) => {
      const row = await einvoiceOf(app.db, request.params.id);
      if (!row) throw new AppError('EINVOICE_NOT_FOUND');
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="eracun-${row.number.replaceAll('/', '-')}.xml"`);
      reply.type('application/xml; charset=utf-8');
      return reply.send(row.xml);
    },
  );

  app.post<ContractRoute<'adminOrderEInvoiceResend'>>(
    '/api/v1/admin/orders/:id/einvoice/resend',
    staffOnly('receipts'),
    async (request) => {
      const row = await einvoiceOf(app.db, request.params.id);
      if (!row) throw new AppError('EINVOICE_NOT_FOUND');
      await app.db.transaction(async (tx) => {
        if (!(await app.einvoices.requeue(row.id, tx as unknown as Db))) throw new AppError('EINVOICE_NOT_REJECTED');
        await recordChange(tx as unknown as Db, staffOf(request), {
          kind: 'einvoice',
          id: row.number,
          action: 'einvoice.resend',
          data: { orderId: row.orderId, electronicId: row.electronicId, lastError: row.lastError },
        });
      });
      app.einvoices.sendSoon();
      return ok(toApi((await einvoiceOf(app.db, request.params.id))!));
    },
  );
}
