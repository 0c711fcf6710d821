import type { FastifyPluginAsync } from 'fastify';
import { DESK_ACTION_PERMISSION } from '@shared/permissions.js';
import type { ContractBody, ContractRoute } from '../../platform/contract-types.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { BOXNOW_WEBHOOK_PATH } from '../delivery/boxnow/index.js';
import { runDeskAction } from './actions.js';
import { deskOrderView, findDeskOrder } from './detail.js';
import { listOrders } from './list.js';
import { bankRefundsToMake } from './queues.js';
import { receiveParcelEvent } from './parcel-events.js';

type ActionBody = ContractBody<'adminOrderAction'>;

/** The JSON bodies of this module's requests as sent, kept beside the parsed ones (dropped with the request). */
const rawBodies = new WeakMap<object, string>();

/** The order desk for back-office users (a customer's token is 403 on every operation) and BoxNow's parcel events. */
export const orderDeskRoutes: FastifyPluginAsync = async (app) => {
  // The webhook's signature covers the bytes as sent: the JSON is parsed here, and the text kept beside it.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('INVALID_JSON'), undefined);
    }
  });

  app.get<ContractRoute<'adminOrderList'>>('/api/v1/admin/orders', staffOnly('orders.read'), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const q = request.query;
    return ok(
      await listOrders(app.db, request.domain.id, {
        ...(q.status ? { status: q.status } : {}),
        ...(q.payment ? { payment: q.payment } : {}),
        ...(q.delivery ? { delivery: q.delivery } : {}),
        ...(q.capture ? { capture: q.capture } : {}),
        ...(q.returns ? { returns: q.returns } : {}),
        ...(q.from ? { from: q.from } : {}),
        ...(q.to ? { to: q.to } : {}),
        ...(q.q ? { q: q.q } : {}),
        page: q.page ?? 1,
        limit: q.limit ?? 20,
      }),
    );
  });

  app.get<ContractRoute<'adminOrderGet'>>(
    '/api/v1/admin/orders/:id',
    staffOnly('orders.read'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const order = await findDeskOrder(app.db, request.domain.id, request.params.id);
      return ok(await deskOrderView(app, order, request.domain));
    },
  );

  app.post<ContractRoute<'adminOrderAction'>>(
    '/api/v1/admin/orders/:id/actions',
    // Reading the order lets a staff member in; each action then needs its own permission (a packer ships, never refunds).
    {
      config: { permission: 'orders.read', bodyPermission: (body: ActionBody) => DESK_ACTION_PERMISSION[body.action] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const order = await findDeskOrder(app.db, request.domain.id, request.params.id);
      await runDeskAction(app, request, order.id, request.body);
      const now = await findDeskOrder(app.db, request.domain.id, order.id);
      return ok(await deskOrderView(app, now, request.domain));
    },
  );

  app.get<ContractRoute<'adminBankRefundList'>>(
    '/api/v1/admin/refunds',
    staffOnly('refunds.bank'),
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ records: await bankRefundsToMake(app.db, request.domain.id) });
    },
  );

  app.post<ContractRoute<'boxnowWebhook'>>(BOXNOW_WEBHOOK_PATH, async (request) => {
    const raw = rawBodies.get(request) ?? '';
    return ok(await receiveParcelEvent(app, request, raw));
  });
};
