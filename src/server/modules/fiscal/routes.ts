import { centsToEuros } from '@shared/money.js';
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { staffOnly } from '../../platform/http/access.js';
import type { ReceiptView } from './view.js';

/** A receipt in the API's shape: euros with two decimals, ISO times. */
const toApi = (r: ReceiptView) => ({
  id: r.id,
  reference: r.reference,
  number: r.number,
  issuedAt: r.issuedAt.toISOString(),
  total: centsToEuros(r.totalCents),
  paymentMethod: r.paymentMethod,
  zki: r.zki,
  jir: r.jir,
  status: r.status,
  refusal: r.refusal,
  lastError: r.lastError,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  correctsReceiptId: r.correctsReceiptId,
  checkUrl: r.checkUrl,
});

export async function fiscalRoutes(app: FastifyInstance) {
  app.get<ContractRoute<'adminFiscalReceipts'>>(
    '/api/v1/admin/fiscal/receipts',
    staffOnly('receipts'),
    async (request) => {
      const overview = await app.fiscal.overview(request.query.limit ?? 50);
      return ok({
        waiting: { ...overview.waiting, receipts: overview.waiting.receipts.map(toApi) },
        refused: { ...overview.refused, receipts: overview.refused.receipts.map(toApi) },
      });
    },
  );

  app.post<ContractRoute<'adminFiscalReceiptRequeue'>>(
    '/api/v1/admin/fiscal/receipts/:id/requeue',
    staffOnly('receipts'),
    async (request) => {
      const { id } = request.params;
      const receipt = await app.fiscal.receipt(id);
      if (!(await app.fiscal.requeue(id)))
        throw new AppError('CONFLICT', { message: `Račun ${receipt.number} nije odbijen pa se ne šalje ponovno.` });
      return ok(toApi(await app.fiscal.receipt(id)));
    },
  );
}
