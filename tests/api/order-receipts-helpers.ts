import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders } from '../../src/server/platform/db/schema/orders.js';
import { transactionReport } from '../../src/stand-ins/card-gateway/messages.js';
import { openCardPage, type PaymentRig, startCardPayment, submitCard } from '../support/card-gateway.js';
import type { TestApp } from '../support/index.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

export interface Placed {
  id: number;
  number: string;
  slug: string;
}

let ip = 0;

/** An order placed through the checkout: two umbrellas to the door, paid as `payment` says. */
export async function placed(t: TestApp, payment: number, delivery = COURIER): Promise<Placed> {
  const session = await readyCart(t, {
    products: [{ slug: 'kisobran', qty: 2 }],
    delivery,
    payment,
    ip: `10.91.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`,
  });
  const res = await placeOrder(t, session);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { number, slug } = (res.body as { data: { number: string; slug: string } }).data;
  const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
  return { id: row!.id, number, slug };
}

/**
 * Copies of a placed order under new numbers and keys, as if `count` more shoppers had checked out the same cart:
 * the checkout is not what these tests are about, and 200 checkouts would take most of a minute.
 */
export async function copiesOf(t: TestApp, source: Placed, count: number, prefix: string): Promise<Placed[]> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, source.id));
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, source.id));
  const copies: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const { id: _id, ...rest } = order!;
    const key = () => randomBytes(18).toString('base64url');
    const number = `${prefix}${String(i + 1).padStart(5, '0')}`;
    const [row] = await t.db
      .insert(orders)
      .values({ ...rest, number, slug: key(), pdfToken: key(), idempotencyKey: key(), cartId: null })
      .returning();
    await t.db.insert(orderItems).values(items.map(({ id: _i, ...item }) => ({ ...item, orderId: row!.id })));
    copies.push({ id: row!.id, number, slug: row!.slug });
  }
  return copies;
}

/**
 * Pays a card order on the simulator's hosted page and returns the gateway's signed callback as it arrived, without
 * handing it to the shop yet (the test decides when, and how many at once).
 */
export async function cardCallbackOf(t: TestApp, rig: PaymentRig, order: Placed): Promise<Record<string, unknown>> {
  const form = await startCardPayment(t, order.slug);
  await submitCard(await openCardPage(form), { cardNumber: '5555555555554444' });
  const arrival = await rig.shop.waitFor('/callback', {
    where: (a) => a.fields.ShoppingCartID === form.fields.ShoppingCartID,
    ms: 10_000,
  });
  return arrival.fields;
}

/**
 * The gateway's signed callback for a card payment of the order, made the way the simulator makes it (same report,
 * same signature) without a visit to its hosted page: 200 visits would take most of a minute. The attempt it
 * reports is a real one, started through the shop's API, and the simulator records the payment, so the shop's
 * StatusCheck confirms it (docs/decisions/0129-callbacks-are-triggers.md).
 */
export async function signedCallbackOf(t: TestApp, rig: PaymentRig, order: Placed): Promise<Record<string, unknown>> {
  const { fields } = await startCardPayment(t, order.slug);
  const amountCents = Math.round(Number(fields.TotalAmount!.replace(',', '.')) * 100);
  const transaction = rig.gateway.recordApprovedPayment(rig.settings.shopId, fields.ShoppingCartID!, amountCents);
  return transactionReport(
    { shopId: rig.settings.shopId, secretKey: rig.settings.secretKey, name: 'NK Zvijezda Fan Shop' },
    transaction,
  );
}

export const postCallback = (t: TestApp, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/payment/card/wspay_hpp/callback', payload: fields });

/** Runs `work` over `items`, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

export { PAY };
