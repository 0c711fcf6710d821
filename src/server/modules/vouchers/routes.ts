import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { eq } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/orders.js';
import { vouchers } from '../../platform/db/schema/vouchers.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { shopOrigin } from '../../platform/shop-url.js';
import { staffOf } from '../audit/index.js';
import { adminVoucher, listVouchers, voucherAction } from './admin.js';
import { voucherMailSweep } from './mail.js';
import { orderHasVouchers, vouchersOfOrder } from './order-vouchers.js';
import { voucherPdf } from './pdf.js';

const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/** Gift vouchers (docs/decisions/0214…0217): the PDF, an order's vouchers, the back office (the checkout's entry is the checkout module's). */
export const voucherRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.clock.now());
  voucherMailSweep(app);

  app.get<ContractRoute<'getVoucherPdf'>>('/api/v1/vouchers/:token/pdf', async (request, reply) => {
    const [row] = await app.db
      .select({ v: vouchers, number: orders.number })
      .from(vouchers)
      .innerJoin(orders, eq(orders.id, vouchers.orderId))
      .where(eq(vouchers.pdfToken, request.params.token));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Poklon bon nije pronađen.' });
    const pdf = await voucherPdf({
      code: row.v.code,
      valueCents: row.v.valueCents,
      balanceCents: row.v.balanceCents,
      expiresAt: row.v.expiresAt,
      shopName: app.config.SHOP_NAME,
      shopUrl: shopOrigin(app.config).replace(/^https?:\/\//, ''),
      orderNumber: row.number,
    });
    reply.header('cache-control', 'private, no-store');
    reply.type('application/pdf');
    reply.header('content-disposition', `inline; filename="poklon-bon-${row.number}-${row.v.unit}.pdf"`);
    return reply.send(pdf);
  });

  app.get<ContractRoute<'getOrderVouchers'>>('/api/v1/order/vouchers', async (request, reply) => {
    personal(reply);
    const [order] = await app.db
      .select({ id: orders.id, domainId: orders.domainId, voucherCents: orders.voucherCents })
      .from(orders)
      .where(eq(orders.slug, request.query.orderSlug));
    if (!order || order.domainId !== request.domain.id)
      throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
    return ok({
      voucherCents: order.voucherCents,
      buysVouchers: await orderHasVouchers(app.db, order.id),
      vouchers: await vouchersOfOrder(app.db, app.config, order.id, now()),
    });
  });

  app.get<ContractRoute<'adminVoucherList'>>(
    '/api/v1/admin/vouchers',
    staffOnly('vouchers'),
    async (request, reply) => {
      personal(reply);
      const q = request.query;
      return ok(
        await listVouchers(app.db, { ...(q.q ? { q: q.q } : {}), page: q.page ?? 1, limit: q.limit ?? 25 }, now()),
      );
    },
  );
  app.get<ContractRoute<'adminVoucherGet'>>(
    '/api/v1/admin/vouchers/:id',
    staffOnly('vouchers'),
    async (request, reply) => {
      personal(reply);
      return ok(await adminVoucher(app.db, request.params.id, now()));
    },
  );
  app.post<ContractRoute<'adminVoucherAction'>>(
    '/api/v1/admin/vouchers/:id',
    staffOnly('vouchers'),
    async (request, reply) => {
      personal(reply);
      await voucherAction(app, staffOf(request), request.params.id, request.body, now());
      return ok(await adminVoucher(app.db, request.params.id, now()));
    },
  );
};
