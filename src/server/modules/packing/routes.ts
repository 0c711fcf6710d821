import type { FastifyPluginAsync } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { packingSheets } from './sheet.js';
import { packingSlipsPdf } from './slip-pdf.js';
import { listToPack } from './to-pack.js';

/** Packing for back-office users (docs/decisions/0160-packing-slips.md): the list, one order's sheet, the slips. */
export const packingRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'adminPackingList'>>(
    '/api/v1/admin/packing',
    staffOnly('orders.ship'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page = 1, limit = 50 } = request.query;
      return ok(await listToPack(app.db, request.domain.id, page, limit));
    },
  );

  app.get<ContractRoute<'adminPackingSheet'>>(
    '/api/v1/admin/packing/orders/:id',
    staffOnly('orders.ship'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const [sheet] = await packingSheets(app.db, request.domain.id, [request.params.id]);
      return ok(sheet!);
    },
  );

  app.post<ContractRoute<'adminPackingSlips'>>(
    '/api/v1/admin/packing/slips',
    staffOnly('orders.ship'),
    async (request, reply) => {
      const sheets = await packingSheets(app.db, request.domain.id, request.body.orderIds);
      const pdf = await packingSlipsPdf(sheets, app.config.SHOP_NAME);
      const name = sheets.length === 1 ? `pakiranje-${sheets[0]!.number}` : `pakiranje-${sheets.length}-narudzbi`;
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${name}.pdf"`);
      reply.type('application/pdf');
      return reply.send(pdf);
    },
  );
};
