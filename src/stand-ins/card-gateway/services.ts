// The gateway's server API: POST /api/services/statusCheck, /completion, /refund and /void, JSON or form bodies,
// every answer signed for the shop that asked.
import type { FastifyInstance } from 'fastify';
import { ActionRefused, type ActionName, type Ledger, type SimulatedShop } from './ledger.js';
import { notFoundReport, transactionReport } from './messages.js';
import { sameSignature, signActionRequest, signActionResponse, signStatusCheck } from './protocol.js';
import { type Body, field } from './request.js';

const OPERATIONS: Record<string, 'statusCheck' | ActionName> = {
  statuscheck: 'statusCheck',
  completion: 'completion',
  refund: 'refund',
  void: 'void',
};

export function serviceRoutes(
  app: FastifyInstance,
  ctx: { ledger: Ledger; shops: ReadonlyMap<string, SimulatedShop> },
) {
  app.post<{ Params: { operation: string } }>('/api/services/:operation', async (request, reply) => {
    const operation = OPERATIONS[request.params.operation.toLowerCase()];
    if (!operation) return reply.code(404).send({ ErrorMessage: `Nepoznata usluga ${request.params.operation}.` });
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
    const text = (name: string) => {
      const value = field(body, name);
      return value === 'repeated' ? undefined : value;
    };
    const shop = ctx.shops.get(text('ShopID') ?? '');
    // Without a known shop there is no secret to sign an answer with.
    if (!shop) return reply.code(400).send({ ErrorMessage: 'Nepoznata trgovina (ShopID).' });
    if (text('Version') !== '2.0') return reply.send(refusal(operation, shop, body, 'Podržana je samo verzija 2.0.'));

    if (operation === 'statusCheck') {
      const cart = text('ShoppingCartID') ?? '';
      if (!sameSignature(signStatusCheck(shop, cart), text('Signature'))) {
        return reply.send(notFoundReport(shop, cart, 'Potpis zahtjeva nije ispravan.'));
      }
      const transaction = ctx.ledger.transaction(shop.shopId, cart);
      return reply.send(
        transaction ? transactionReport(shop, transaction) : notFoundReport(shop, cart, 'Transakcija ne postoji.'),
      );
    }

    const orderId = text('WsPayOrderId') ?? '';
    const stan = text('STAN') ?? '';
    const approval = text('ApprovalCode') ?? '';
    const amount = text('Amount') ?? '';
    if (!/^\d{1,15}$/.test(amount))
      return reply.send(refusal(operation, shop, body, 'Iznos se šalje u centima, cijelim brojem.'));
    if (!sameSignature(signActionRequest(shop, orderId, stan, approval, amount), text('Signature'))) {
      return reply.send(refusal(operation, shop, body, 'Potpis zahtjeva nije ispravan.'));
    }
    const transaction = ctx.ledger.byOrderId(shop.shopId, orderId);
    if (!transaction) return reply.send(refusal(operation, shop, body, 'Transakcija ne postoji.'));
    if (transaction.stan !== stan || transaction.approvalCode !== approval) {
      return reply.send(refusal(operation, shop, body, 'STAN ili ApprovalCode ne odgovara transakciji.'));
    }
    try {
      ctx.ledger.apply(transaction, operation, Number(amount));
    } catch (err) {
      if (err instanceof ActionRefused) return reply.send(refusal(operation, shop, body, err.message));
      throw err;
    }
    const { wsPayOrderId, approvalCode } = transaction;
    return reply.send({
      WsPayOrderId: wsPayOrderId,
      ShopID: shop.shopId,
      ApprovalCode: approvalCode,
      STAN: stan,
      ErrorMessage: '',
      ActionSuccess: '1',
      Signature: signActionResponse(shop, stan, '1', approvalCode, wsPayOrderId),
    });
  });
}

/** A signed "no": the shop can trust that the gateway refused, and why. */
function refusal(operation: string, shop: SimulatedShop, body: Body, message: string): Record<string, unknown> {
  const echo = (name: string) => {
    const value = field(body, name);
    return value === undefined || value === 'repeated' ? '' : value;
  };
  if (operation === 'statusCheck') return notFoundReport(shop, echo('ShoppingCartID'), message);
  const [orderId, stan, approval] = [echo('WsPayOrderId'), echo('STAN'), echo('ApprovalCode')];
  return {
    WsPayOrderId: orderId,
    ShopID: shop.shopId,
    ApprovalCode: approval,
    STAN: stan,
    ErrorMessage: message,
    ActionSuccess: '0',
    Signature: signActionResponse(shop, stan, '0', approval, orderId),
  };
}
