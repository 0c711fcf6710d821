import type { ContractSchema } from '../../platform/contract-types.js';
import { centsToEuros } from '@shared/money.js';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { openCart, type CartSessionInput } from '../cart/index.js';
import type { CheckoutContext } from '../checkout/index.js';
import { checkDeliveryChoice } from '../delivery/index.js';
import { deliverEmail } from '../email/index.js';
import { announceReceipts, issueSaleReceipt } from '../order-receipts/index.js';
import { LockerCheckNeeded } from './checks.js';
import { orderGroupsOf } from './order-groups.js';
import type { Placement, PlaceOrderInput } from './place.js';
import { findOrderByKey } from './repository.js';

export type CreateOrderInput = ContractSchema<'CreateOrderRequest'>;

/** What order/create answers: enough to go to the success page, the PDF, or (cards) the payment hand-off. */
export function createdOrder(order: OrderRow, replayed: boolean) {
  return {
    number: order.number,
    slug: order.slug,
    pdfToken: order.pdfToken,
    status: order.status,
    paymentCode: order.paymentCode,
    orderTotal: centsToEuros(order.orderTotal),
    replayed,
  };
}

/** A replay must come with the cart the key created the order from; a key reused for another cart is refused. */
async function replay(ctx: CheckoutContext, order: OrderRow, session: CartSessionInput) {
  const cart = await openCart(ctx.db, session, { domainId: ctx.domain.id, user: ctx.user, allowClosed: true });
  if (cart.id !== order.cartId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return createdOrder(order, true);
}

/**
 * A chosen locker is checked against the locker service again (it exists, within 30 km of the address), outside
 * the transaction: a network call must not hold the cart's lock. The next attempt only places the order if the
 * address and locker are still the ones checked here.
 */
async function checkLocker(ctx: CheckoutContext, need: LockerCheckNeeded['need']) {
  if (!ctx.lockers) throw new AppError('DELIVERY_METHOD_NOT_AVAILABLE');
  await checkDeliveryChoice(
    { methods: [need.method], seller: need.seller, address: need.deliveryAddress, cartTotal: 0, lockers: ctx.lockers },
    need.method.id,
    need.lockerId,
  );
  return { address: need.address, lockerId: need.lockerId };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 6; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

/**
 * order/create (docs/decisions/0051-order-idempotency.md): a cart already ordered answers its order, whatever the
 * key (a double click, a retry, another tab); a key already used for another cart is refused, found by the unique
 * index when the insert collides. The confirmation e-mail is queued inside the transaction and sent by SMTP
 * after the commit.
 */
export async function createOrder(
  app: FastifyInstance,
  ctx: CheckoutContext,
  input: CreateOrderInput,
  key: string,
  orderUrl: string,
) {
  // Placed with the other orders of its moment, in one transaction (docs/decisions/0262-orders-placed-in-groups.md).
  const attempt = (checkedLocker: PlaceOrderInput['checkedLocker']) =>
    orderGroupsOf(app).place({
      ctx,
      input: {
        session: { cartId: input.cartId, protectCode: input.protectCode },
        key,
        personalisationNoticeShown: input.personalisationNoticeShown === true,
        checkedLocker,
        shopName: app.config.SHOP_NAME,
        orderUrl,
        smtp: Boolean(app.config.SMTP_URL),
      },
    });
  try {
    let placed: Placement;
    try {
      placed = await attempt(null);
    } catch (err) {
      if (!(err instanceof LockerCheckNeeded)) throw err;
      placed = await attempt(await checkLocker(ctx, err.need)).catch((again: unknown) => {
        if (again instanceof LockerCheckNeeded)
          throw new AppError('CONFLICT', { message: 'Odabir paketomata se upravo promijenio. Pokušajte ponovno.' });
        throw again;
      });
    }
    if (placed.mail) void deliverEmail(app, placed.mail.id, placed.order.email, placed.mail.content);
    // Gift vouchers paid the whole order at placement: it is paid now, so its receipt is issued now.
    if (!placed.replayed && placed.order.status === 'paid') {
      const order = placed.order;
      announceReceipts(app, [await app.db.transaction((tx) => issueSaleReceipt(app, tx, order))]);
    }
    return createdOrder(placed.order, placed.replayed);
  } catch (err) {
    // The key belongs to another order already: the same cart gets that order, another cart is refused.
    if (isUniqueViolation(err)) {
      const winner = await findOrderByKey(ctx.db, key);
      if (winner) return replay(ctx, winner, input);
    }
    throw err;
  }
}
