import { centsToEuros } from '@shared/money.js';
import type { FastifyInstance } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { registerCsv } from './register-csv.js';
import { receiptRegister, registerForExport, type RegisterEntry } from './register.js';

const toApi = (e: RegisterEntry) => ({
  id: e.id,
  number: e.number,
  issuedAt: e.issuedAt.toISOString(),
  reference: e.reference,
  total: centsToEuros(e.totalCents),
  paymentMethod: e.paymentMethod,
  zki: e.zki,
  jir: e.jir,
  status: e.status,
  correctsNumber: e.correctsNumber,
  token: e.token,
});

/** The register of issued receipts and its CSV export (docs/decisions/0161-receipt-register.md); staff only. */
export async function receiptRegisterRoutes(app: FastifyInstance) {
  app.get<ContractRoute<'adminReceiptRegister'>>(
    '/api/v1/admin/fiscal/register',
    staffOnly('receipts'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page = 1, limit = 20, ...filters } = request.query;
      const register = await receiptRegister(app.db, filters, page, limit);
      return ok({ ...register, records: register.records.map(toApi) });
    },
  );

  app.get<ContractRoute<'adminReceiptRegisterCsv'>>(
    '/api/v1/admin/fiscal/register/csv',
    staffOnly('receipts'),
    async (request, reply) => {
      const csv = registerCsv(await registerForExport(app.db, request.query));
      const { from, to } = request.query;
      const days = from || to ? `-${from ?? 'pocetak'}-${to ?? 'danas'}` : '';
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="racuni${days}.csv"`);
      reply.type('text/csv; charset=utf-8');
      return reply.send(csv);
    },
  );
}
