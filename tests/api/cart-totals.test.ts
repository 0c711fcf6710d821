import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema/catalogue.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { cartCall, cents, CUSTOMER, newSession, tokenFor } from './cart-helpers.js';

// TARGETS R11: 1,000 random carts; the server's totals equal the sum of its own line figures in cents, and every
// line is the catalogue's price times the quantity (member price where it applies). Pricing is pure and shared by
// every cart call, so a random cart is built straight through the API: one session, a few random adds.
let t: TestApp;
let token: string;
let simples: Array<{
  id: number;
  finalPrice: number;
  retailPrice: number;
  memberPrice: number | null;
  personalise: boolean;
}>;
beforeAll(async () => {
  t = await createTestApp();
  token = (await tokenFor(t, CUSTOMER)).token;
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
});
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
  it('should price 1,000 random carts so that every total is the sum of the server line figures', async () => {
    const started = Date.now();
    let memberLines = 0;
    let couponCarts = 0;
    // Carts are independent: eight at a time on PostgreSQL; PGlite has one connection, so one at a time there.
    const one = async (n: number, rnd: (n: number) => number) => {
      const member = rnd(2) === 0;
      const s = await newSession(t, member ? token : undefined);
      const opts = member ? { token, ip: `10.1.${n >> 8}.${n & 255}` } : { ip: `10.1.${n >> 8}.${n & 255}` };
      if (member) await cartCall(t, 'applyMemberCard', { ...s, barcode: '385000000017' }, opts);
      if (rnd(2) === 0) await cartCall(t, 'applyCoupon', { ...s, couponCode: rnd(2) ? 'ZVIJEZDA10' : 'CLAN15' }, opts);
      let cart: any;
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
      const lines = cart.items.map((i: any) => i.prices.converted);
      const prices = cart.prices;
      if (prices.coupon > 0) couponCarts += 1;
      memberLines += lines.filter((l: any) => l.memberPriceApplied).length;
      expect(cents(prices.itemsTotal)).toBe(sum(lines.map((l: any) => cents(l.row))));
      expect(cents(prices.coupon)).toBe(sum(lines.map((l: any) => cents(l.couponDiscount))));
      expect(cents(prices.cartTotal)).toBe(sum(lines.map((l: any) => cents(l.total))));
      expect(cents(prices.orderTotal)).toBe(cents(prices.cartTotal) + cents(prices.delivery));
      expect(cents(prices.loyalty)).toBe(
        sum(lines.map((l: any, i: number) => (cents(l.regularPrice) - cents(l.finalPrice)) * cart.items[i].qty)),
      );
      for (const [i, item] of cart.items.entries()) {
        const l = lines[i];
        expect(cents(l.row)).toBe(cents(l.finalPrice) * item.qty);
        const p = simples.find((x) => x.id === item.productId);
        if (p) expect(cents(l.finalPrice)).toBe(l.memberPriceApplied ? p.memberPrice : p.finalPrice);
      }
    };
    const batch = t.handle.engine === 'postgres' ? 8 : 1;
    for (let n = 0; n < 1000; n += batch)
      await Promise.all(Array.from({ length: batch }, (_, k) => one(n + k, random(1000 + n + k))));
    // Printed for the report; not a timing assertion.
    console.log(
      `R11: 1,000 random carts priced in ${Date.now() - started} ms; ${couponCarts} with a coupon, ${memberLines} member-priced lines`,
    );
    expect(couponCarts).toBeGreaterThan(100);
    expect(memberLines).toBeGreaterThan(0);
  }, 300_000);
});
