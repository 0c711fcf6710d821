import { randomUUID } from 'node:crypto';
import { couponLineNote } from '@shared/coupon-words.js';
import { formatMoney } from '@shared/money.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../api-schema/generated/openapi.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { orderItems, orders } from '../../src/server/platform/db/schema/orders.js';
import { createTestApp, type TestApp, volume } from '../support/index.js';
import { fixedLockerDirectory } from '../support/lockers.js';
import { type Call, cartCall, cents, CUSTOMER, newSession, tokenFor } from './cart-helpers.js';
import { address, BOXNOW, checkoutCall, COURIER, PICKUP, placeOrder, requiredConsents } from './checkout-helpers.js';

// R11: 1,000 random carts (on PostgreSQL; tests/support/volume.ts); the server's totals equal the sum of its own line figures in cents, and every line is
// the catalogue's price times the quantity (member price where it applies). Each cart is then checked out with a
// random delivery and payment and ordered: the order's figures equal the cart's, its totals are sums of its lines
// plus delivery and the payment fee, and the confirmation e-mail prints the same amounts.
let t: TestApp;
let token: string;
let simples: Array<{
  id: number;
  finalPrice: number;
  retailPrice: number;
  memberPrice: number | null;
  personalise: boolean;
}>;
let consents: number[];
beforeAll(async () => {
  t = await createTestApp({ lockers: fixedLockerDirectory() });
  token = (await tokenFor(t, CUSTOMER)).token;
  consents = await requiredConsents(t);
  const rows = await t.db.select().from(products).where(eq(products.format, 'simple')).orderBy(products.id);
  simples = rows
    .filter((r) => r.type === 'product' && !r.archived && r.isPurchasable && r.available && r.stockQuantity > 12)
    .map((r) => ({
      id: r.id,
      finalPrice: r.finalPrice,
      retailPrice: r.retailPrice,
      memberPrice: r.memberPrice,
      personalise: Array.isArray(r.customOptions),
    }));
  // A thousand orders must not run out of stock: that is not what this test is about.
  await t.db
    .update(products)
    .set({ stockQuantity: 1_000_000 })
    .where(
      inArray(
        products.id,
        simples.map((p) => p.id),
      ),
    );
});

type Opts = { token?: string; ip: string };
let buyers = 0;
type ApiCart = components['schemas']['Cart'];

/** Checks the cart out with a random allowed delivery and payment, orders it, and compares order and e-mail. */
async function orderAndCompare(s: { cartId: string; protectCode: string }, opts: Opts, rnd: (n: number) => number) {
  const ok = (res: Call) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  // One buyer per cart: a 'once per customer' coupon counts per e-mail address, guest or account.
  buyers += 1;
  const deliveryAddress = address({ contactEmail: `r11-kupac-${buyers}@primjer.hr` });
  ok(await checkoutCall(t, 'saveAddress', { ...s, deliveryAddress, acceptedConsents: consents }, opts));
  const delivery = [COURIER, PICKUP, BOXNOW][rnd(3)]!;
  ok(
    await checkoutCall(
      t,
      'saveDeliveryMethod',
      { ...s, methodId: delivery, ...(delivery === BOXNOW ? { branchId: 'os-1' } : {}) },
      opts,
    ),
  );
  const methods = ok(await checkoutCall(t, 'getApplicablePaymentMethods', s, opts)).methods;
  const payment = methods[rnd(methods.length)];
  let checkout = ok(await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: payment.id }, opts));
  const key = randomUUID();
  let created = await placeOrder(t, s, { key, notice: true, ...opts });
  if (created.status === 409 && created.body.code === 'COUPON_USED_UP') {
    // A once-per-customer coupon sat in two carts; the cart drops it, the same key then orders without it.
    checkout = ok(await checkoutCall(t, 'getCheckout', s, opts));
    created = await placeOrder(t, s, { key, notice: true, ...opts });
  }
  const data = ok(created);
  const prices = checkout.cart.prices;
  const [order] = await t.db.select().from(orders).where(eq(orders.number, data.number));
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  expect(order).toMatchObject({
    itemsTotal: cents(prices.itemsTotal),
    memberSaving: cents(prices.loyalty),
    couponDiscount: cents(prices.coupon),
    deliveryPrice: cents(prices.delivery),
    paymentFee: cents(prices.paymentFee),
    orderTotal: cents(prices.orderTotal),
    taxTotal: cents(prices.tax.orderTotal),
  });
  expect(order!.itemsTotal).toBe(sum(lines.map((l) => l.rowTotal)));
  expect(order!.couponDiscount).toBe(sum(lines.map((l) => l.couponDiscount)));
  expect(order!.memberSaving).toBe(sum(lines.map((l) => l.memberSaving)));
  expect(order!.orderTotal).toBe(sum(lines.map((l) => l.total)) + order!.deliveryPrice + order!.paymentFee);
  for (const line of lines) expect(line.total).toBe(line.unitPrice * line.qty - line.couponDiscount);
  expect(data.orderTotal).toBe(prices.orderTotal);
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'order_confirmation'),
        eq(emailOutbox.subject, `Potvrda narudžbe ${data.number} | NK Zvijezda Fan Shop`),
      ),
    );
  const text = mail!.text!;
  expect(text).toContain(`Iznos proizvoda: ${formatMoney(order!.itemsTotal)}`);
  expect(text).toContain(`Ukupno za platiti: ${formatMoney(order!.orderTotal)}`);
  expect(text).toContain(`Od toga PDV (25 %): ${formatMoney(order!.taxTotal)}`);
  if (order!.couponDiscount > 0) expect(text).toContain(`: -${formatMoney(order!.couponDiscount)}`);
  if (order!.paymentFee > 0) expect(text).toContain(`Naknada za pouzeće: ${formatMoney(order!.paymentFee)}`);
  // Each line is its row before the coupon; the coupon's share is said beside it (0232-one-way-to-show-a-coupon.md).
  for (const line of lines) {
    const coupon = couponLineNote(line.couponDiscount, order!.couponDiscount > 0);
    const amount = `${line.qty} × ${formatMoney(line.unitPrice)} = ${formatMoney(line.rowTotal)}`;
    expect(text).toContain(`${amount}${coupon ? `; ${coupon}` : ''}`);
  }
  return order!;
}
afterAll(async () => t?.close());

function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    // The low bits of this generator cycle quickly; the high bits are the random ones.
    return Math.floor(x / 65536) % n;
  };
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('R11: server totals in cents', () => {
  // docs/targets.md R11's 1,000 carts on PostgreSQL; a tenth of them on the embedded engine (tests/support/volume.ts).
  const CARTS = volume(1000, 100);
  it(`should price ${CARTS} random carts so that every total is the sum of the server line figures, in cart, order and e-mail`, async () => {
    const started = Date.now();
    let memberLines = 0;
    let couponCarts = 0;
    const ordered = { orders: 0, withDelivery: 0, withFee: 0, withCoupon: 0 };
    // Carts are independent: eight at a time on PostgreSQL; PGlite has one connection, so one at a time there.
    const one = async (n: number, rnd: (n: number) => number) => {
      const member = rnd(2) === 0;
      const s = await newSession(t, member ? token : undefined);
      const opts = member ? { token, ip: `10.1.${n >> 8}.${n & 255}` } : { ip: `10.1.${n >> 8}.${n & 255}` };
      if (member) await cartCall(t, 'applyMemberCard', { ...s, barcode: '385000000017' }, opts);
      if (rnd(2) === 0) await cartCall(t, 'applyCoupon', { ...s, couponCode: rnd(2) ? 'ZVIJEZDA10' : 'CLAN15' }, opts);
      let cart: ApiCart | undefined;
      for (let k = 0, lines = 1 + rnd(3); k < lines; k += 1) {
        const p = simples[rnd(simples.length)]!;
        const personalise = p.personalise && rnd(2) === 0;
        const res = await cartCall(
          t,
          'addItem',
          {
            ...s,
            productId: p.id,
            qty: 1 + rnd(5),
            ...(personalise
              ? { options: { personalizations: { 'Upiši broj': String(1 + rnd(99)), 'Dodaj sponzore': 'x' } } }
              : {}),
          },
          opts,
        );
        if (res.status === 200) cart = res.body.data;
      }
      if (!cart) return;
      const lines = cart.items.map((i) => i.prices.converted);
      const prices = cart.prices;
      if (prices.coupon > 0) couponCarts += 1;
      memberLines += lines.filter((l) => l.memberPriceApplied).length;
      expect(cents(prices.itemsTotal)).toBe(sum(lines.map((l) => cents(l.row))));
      expect(cents(prices.coupon)).toBe(sum(lines.map((l) => cents(l.couponDiscount))));
      expect(cents(prices.cartTotal)).toBe(sum(lines.map((l) => cents(l.total))));
      expect(cents(prices.orderTotal)).toBe(
        cents(prices.cartTotal) + cents(prices.delivery) + cents(prices.paymentFee),
      );
      expect(cents(prices.loyalty)).toBe(
        sum(lines.map((l, i) => (cents(l.regularPrice) - cents(l.finalPrice)) * cart!.items[i]!.qty)),
      );
      for (const [i, item] of cart.items.entries()) {
        const l = lines[i]!;
        expect(cents(l.row)).toBe(cents(l.finalPrice) * item.qty);
        const p = simples.find((x) => x.id === item.productId);
        if (p) expect(cents(l.finalPrice)).toBe(l.memberPriceApplied ? p.memberPrice : p.finalPrice);
      }
      const order = await orderAndCompare(s, opts, rnd);
      ordered.orders += 1;
      if (order.deliveryPrice > 0) ordered.withDelivery += 1;
      if (order.paymentFee > 0) ordered.withFee += 1;
      if (order.couponDiscount > 0) ordered.withCoupon += 1;
    };
    const batch = t.handle.engine === 'postgres' ? 8 : 1;
    for (let n = 0; n < CARTS; n += batch)
      await Promise.all(Array.from({ length: batch }, (_, k) => one(n + k, random(1000 + n + k))));
    // Printed for the report; not a timing assertion.
    console.log(
      `R11: ${CARTS} random carts priced and ordered in ${Date.now() - started} ms; ${couponCarts} with a coupon, ${memberLines} member-priced lines; ${ordered.orders} orders (${ordered.withDelivery} with a delivery price, ${ordered.withFee} with the cash-on-delivery fee, ${ordered.withCoupon} with a coupon)`,
    );
    expect(couponCarts).toBeGreaterThan(CARTS / 10);
    expect(memberLines).toBeGreaterThan(0);
    expect(ordered.withDelivery).toBeGreaterThan(CARTS / 20);
    expect(ordered.withFee).toBeGreaterThan(CARTS / 50);
    expect(ordered.withCoupon).toBeGreaterThan(CARTS / 20);
  }, 900_000);
});
