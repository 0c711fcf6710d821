import { centsToEuros } from '@shared/money.js';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema/orders.js';
import { AppError } from '../../errors/index.js';
import { openCart, type CartSessionInput } from '../cart/session.js';
import { chosenDeliveryMethod, findCheckout, type CheckoutContext } from '../checkout/index.js';
import { checkDeliveryChoice } from '../delivery/index.js';
import { deliverEmail } from '../email/mailer.js';
import { getCommerceSettings } from '../settings/commerce.js';
import { placeOrder, type PlaceOrderInput } from './place.js';
import { findOrderByKey } from './repository.js';

export interface CreateOrderInput extends CartSessionInput {
  /** The payment step showed that personalised goods cannot be returned (needed when the cart has some). */
  personalisationNoticeShown?: boolean;
}

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
  const cart = await openCart(ctx.db, session, { domainId: ctx.domain.apiKeyId, user: ctx.user, allowClosed: true });
  if (cart.id !== order.cartId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return createdOrder(order, true);
}

/**
 * A chosen locker is checked against BoxNow again (exists, within 30 km of the address) before the transaction:
 * a network call must not hold the cart's lock. The transaction then only accepts the order if the address and
 * locker are still the ones checked here.
 */
async function recheckLocker(
  ctx: CheckoutContext,
  session: CartSessionInput,
): Promise<PlaceOrderInput['checkedLocker']> {
  const cart = await openCart(ctx.db, session, { domainId: ctx.domain.apiKeyId, user: ctx.user, allowClosed: true });
  const row = await findCheckout(ctx.db, cart.id);
  if (cart.status !== 'open' || !row?.deliveryAddress || !row.pickupPoint) return null;
  const settings = await getCommerceSettings(ctx.db);
  const method = chosenDeliveryMethod(row, settings);
  if (method?.code !== 'boxnow' || !ctx.lockers) return null;
  await checkDeliveryChoice(
    { methods: [method], seller: settings.seller, address: row.deliveryAddress, cartTotal: 0, lockers: ctx.lockers },
    method.id,
    row.pickupPoint.id,
  );
  return { address: JSON.stringify(row.deliveryAddress), lockerId: row.pickupPoint.id };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 6; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
}

/**
 * order/create (docs/decisions/0051-order-idempotency.md): the same Idempotency-Key answers the order it created;
 * the same cart under another key answers its order too (the cart is archived as ordered, one order per cart).
 * The confirmation e-mail is queued inside the transaction and sent by SMTP after the commit.
 */
export async function createOrder(
  app: FastifyInstance,
  ctx: CheckoutContext,
  input: CreateOrderInput,
  key: string,
  orderUrl: string,
) {
  const known = await findOrderByKey(ctx.db, key);
  if (known) return replay(ctx, known, input);
  const checkedLocker = await recheckLocker(ctx, input);
  try {
    const placed = await ctx.db.transaction((tx) =>
      placeOrder(tx, ctx, {
        session: { cartId: input.cartId, protectCode: input.protectCode },
        key,
        personalisationNoticeShown: input.personalisationNoticeShown === true,
        checkedLocker,
        shopName: app.config.SHOP_NAME,
        orderUrl,
        smtp: Boolean(app.config.SMTP_URL),
      }),
    );
    if (placed.mail) void deliverEmail(app, placed.mail.id, placed.order.email, placed.mail.content);
    return createdOrder(placed.order, placed.replayed);
  } catch (err) {
    // Two first requests with one key raced past the look-up: the loser answers the winner's order.
    if (isUniqueViolation(err)) {
      const winner = await findOrderByKey(ctx.db, key);
      if (winner) return replay(ctx, winner, input);
    }
    throw err;
  }
}
