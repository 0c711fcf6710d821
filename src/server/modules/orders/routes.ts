import type { FastifyPluginAsync } from 'fastify';
import { AppError, ok } from '../../errors/index.js';
import { checkoutContext } from '../checkout/index.js';
import { publicOrigin } from '../email/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { createOrder, type CreateOrderInput } from './create.js';
import { findOrderBySlug } from './repository.js';
import { orderView } from './view.js';

// Thin handlers: the contract plugin has validated the body and the Idempotency-Key header.
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v2/order/create', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = request.headers['idempotency-key'] as string;
    const orderUrl = `${publicOrigin(request)}/naplata/uspjesna?orderSlug={slug}`;
    const ctx = await checkoutContext(request);
    return ok(await createOrder(app, ctx, request.body as CreateOrderInput, key, orderUrl));
  });

  // The success page: the slug (>= 128-bit random) is the only key; an unknown one is a plain not found.
  app.get('/api/v2/order/getBySlug', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { orderSlug } = request.query as { orderSlug: string };
    const order = await findOrderBySlug(app.db, orderSlug);
    if (!order || order.domainId !== request.domain.apiKeyId)
      throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
    return ok(await orderView(app.db, order, request.domain.apiKeyId, await getCommerceSettings(app.db)));
  });
};
