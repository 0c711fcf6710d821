import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders, type OrderRow } from '../../platform/db/schema/orders.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { enforceRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import { currentUser } from '../cart/index.js';
import { checkoutContext } from '../checkout/index.js';
import { publicOrigin } from '../email/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { createOrder } from './create.js';
import { keptSiteSettings } from './settings-reads.js';
import { pdf417Png } from './documents/barcode.js';
import { orderPdf } from './documents/order-pdf.js';
import { orderSlipData } from './documents/order-slip.js';
import { orderOfUser, ordersOfUser } from './history.js';
import { findOrderBySlug, itemsOfOrder } from './repository.js';
import { orderView } from './view.js';
import { confirmWithdrawal, orderByNumberAndEmail, withdrawFromOrder } from './withdrawal.js';

const successPageOf = (request: FastifyRequest) => (order: OrderRow) =>
  `${publicOrigin(request)}/naplata/uspjesna?orderSlug=${order.slug}`;

function userOf(request: FastifyRequest) {
  const user = currentUser(request);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

async function orderByPdfToken(request: FastifyRequest, pdfToken: string) {
  const [order] = await request.server.db.select().from(orders).where(eq(orders.pdfToken, pdfToken)).limit(1);
  if (!order) throw new AppError('NOT_FOUND', { message: 'Dokument nije pronađen.' });
  return order;
}

// Thin handlers: the contract plugin has validated the body, the query and the Idempotency-Key header. Every
// answer that names an order is personal: never stored (docs/decisions/0041-api-answers-not-stored.md).
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post<ContractRoute<'createOrder'>>('/api/v2/order/create', async (request) => {
    const key = request.headers['idempotency-key'] as string;
    const orderUrl = `${publicOrigin(request)}/naplata/uspjesna?orderSlug={slug}`;
    const ctx = await checkoutContext(request, keptSiteSettings);
    return ok(await createOrder(app, ctx, request.body, key, orderUrl));
  });

  // The success page: the slug (>= 128-bit random) is the only key; an unknown one is a plain not found.
  app.get<ContractRoute<'getOrderBySlug'>>('/api/v2/order/getBySlug', async (request) => {
    const order = await findOrderBySlug(app.db, request.query.orderSlug);
    if (!order || order.domainId !== request.domain.id)
      throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
    return ok(await orderView(app.db, order, request.domain, await getCommerceSettings(app.db)));
  });

  app.get<ContractRoute<'getOrderHistory'>>('/api/v2/order/history', async (request) => {
    const user = userOf(request);
    const { page = 1, limit = 4 } = request.query;
    const domainId = request.domain.id;
    const { rows, total } = await ordersOfUser(app.db, domainId, user.id, page, limit);
    const settings = await getCommerceSettings(app.db);
    const records = await Promise.all(rows.map((order) => orderView(app.db, order, request.domain, settings)));
    return ok({ records, totalRecords: total, page, limit });
  });

  app.get<ContractRoute<'getOrderOfCustomer'>>('/api/v2/order/history/:number', async (request) => {
    const user = userOf(request);
    const domainId = request.domain.id;
    const order = await orderOfUser(app.db, domainId, user.id, request.params.number);
    return ok(await orderView(app.db, order, request.domain, await getCommerceSettings(app.db)));
  });

  app.post<ContractRoute<'lookUpOrder'>>('/api/v2/order/lookup', async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_RULES.orderLookUpIp);
    const domainId = request.domain.id;
    const order = await orderByNumberAndEmail(app.db, domainId, request.body.number, request.body.email);
    return ok(await orderView(app.db, order, request.domain, await getCommerceSettings(app.db)));
  });

  app.post<ContractRoute<'withdrawFromOrder'>>('/api/v2/order/withdraw', async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_RULES.withdrawalIp);
    const user = currentUser(request);
    const actor = user ? { kind: 'customer' as const, id: user.id } : { kind: 'guest' as const, id: null };
    const confirmUrlOf = (token: string) => `${publicOrigin(request)}/narudzba/odustajanje?token=${token}`;
    const domainId = request.domain.id;
    return ok(await withdrawFromOrder(app, domainId, request.body, actor, successPageOf(request), confirmUrlOf));
  });

  // The e-mailed link (docs/decisions/0137-withdrawal-proves-the-mailbox.md): the token is the proof, no login.
  app.post<ContractRoute<'confirmWithdrawal'>>('/api/v2/order/withdraw/confirm', async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_RULES.withdrawalIp);
    return ok(await confirmWithdrawal(app, request.domain.id, request.body.token, successPageOf(request)));
  });

  app.get<ContractRoute<'getOrderPdf'>>('/api/v1/order/pdf/:pdfToken', async (request, reply) => {
    const order = await orderByPdfToken(request, request.params.pdfToken);
    const pdf = await orderPdf({
      order,
      items: await itemsOfOrder(app.db, order.id),
      settings: await getCommerceSettings(app.db),
      shopName: app.config.SHOP_NAME,
    });
    reply.type('application/pdf');
    reply.header('content-disposition', `inline; filename="narudzba-${order.number}.pdf"`);
    return reply.send(pdf);
  });

  app.get<ContractRoute<'getOrderSlipBarcode'>>('/api/v1/order/pdf/:pdfToken/hub3.png', async (request, reply) => {
    const order = await orderByPdfToken(request, request.params.pdfToken);
    const data = orderSlipData(order, (await getCommerceSettings(app.db)).seller);
    if (!data) throw new AppError('NOT_FOUND', { message: 'Ova narudžba se ne plaća uplatnicom.' });
    reply.type('image/png');
    return reply.send(await pdf417Png(data));
  });
};
