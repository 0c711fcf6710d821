import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { productReviews } from '../../src/server/platform/db/schema/reviews.js';
import { DEMO_LOGINS } from '../../src/server/seed/users/index.js';
import type { TestApp } from '../support/index.js';
import { ADMIN, bearer, CUSTOMER, createAuthTestApp, login, movableClock } from './auth-helpers.js';
import { productId, tokenFor, variantId } from './cart-helpers.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// Product reviews: the rules of writing (docs/decisions/0211-product-reviews.md), moderation and its permission
// (0212-review-moderation.md), and the abuse limits (0213-review-abuse-limits.md).
const clock = movableClock();
let t: TestApp;
let owner: string;
let editor: string;
let packer: string;
let buyer: string;
let shal: number;
let cap: number;

const staff = (email: string) => DEMO_LOGINS.find((d) => d.email === email)!;

beforeAll(async () => {
  t = await createAuthTestApp(clock);
  owner = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  editor = (await login(t, 'urednik@zvijezda-shop.hr', staff('urednik@zvijezda-shop.hr').password)).accessToken;
  packer = (await login(t, 'pakiranje@zvijezda-shop.hr', staff('pakiranje@zvijezda-shop.hr').password)).accessToken;
  buyer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
  shal = await productId(t, 'sal-zvijezda-klasicni');
  cap = await productId(t, 'zimska-kapa');
  // The demo customer bought the scarf: a paid order of it (money captured).
  const s = await readyCart(t, {
    products: [{ slug: 'sal-zvijezda-klasicni', qty: 1 }],
    delivery: COURIER,
    payment: PAY.cod,
    token: buyer,
  });
  const placed = await placeOrder(t, s, { token: buyer });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  await t.db
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(eq(orders.number, placed.body.data.number));
}, 400_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let ipN = 0;
const call = (method: Method, url: string, token: string | null, payload?: unknown, ip = `10.211.0.${++ipN % 250}`) =>
  t.app.inject({
    method,
    url,
    headers: t.headers({ 'x-forwarded-for': ip, ...(token ? bearer(token) : {}) }),
    ...(payload ? { payload: payload as object } : {}),
  });
const GOOD = { rating: 5, comment: 'Topao i mekan šal, nosim ga na svaku utakmicu.' };
const list = async (id: number, page = 1) => {
  const res = await call('GET', `/api/v1/catalogue/products/${id}/reviews?page=${page}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('writing a review', () => {
  it('should take a review only from a signed-in customer', async () => {
    const guest = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, null, GOOD);
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const staffer = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, owner, GOOD);
    expect([staffer.statusCode, staffer.json().code]).toEqual([403, 'REVIEW_CUSTOMERS_ONLY']);
  });

  it('should need a rating with a comment of 10 to 1000 characters, kept as plain text', async () => {
    for (const body of [
      { rating: 5 },
      { comment: 'Bez ocjene, ali s komentarom.' },
      { rating: 0, comment: GOOD.comment },
      { rating: 6, comment: GOOD.comment },
    ]) {
      const res = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, buyer, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const tagsOnly = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, buyer, {
      rating: 4,
      comment: '<img src=x onerror=alert(1)><b>ok</b>',
    });
    expect([tagsOnly.statusCode, tagsOnly.json().code]).toEqual([400, 'REVIEW_INVALID']);
    expect(tagsOnly.json().message).toMatch(/10 do 1000/);
  });

  it('should mark the buyer verified, take one review per product, and show it only once approved', async () => {
    const res = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, buyer, {
      rating: 5,
      comment: '<script>x</script>Topao i mekan šal,\u0000 nosim ga na svaku utakmicu.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      verifiedBuyer: true,
      comment: 'x Topao i mekan šal, nosim ga na svaku utakmicu.',
    });
    const again = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, buyer, GOOD);
    expect([again.statusCode, again.json().code]).toEqual([409, 'REVIEW_ALREADY_POSTED']);
    expect(await list(shal)).toMatchObject({ count: 0, average: 0, records: [] });
    const mine = await call('GET', `/api/v1/catalogue/products/${shal}/reviews/mine`, buyer);
    expect(mine.json().data).toMatchObject({ verifiedBuyer: true, blocked: false, review: { status: 'pending' } });
  });

  it('should answer 404 for a size (variant) or a product that does not exist', async () => {
    const size = await variantId(t, 'domaci-dres-2025-26', 'M');
    const res = await call('POST', `/api/v1/catalogue/products/${size}/reviews`, buyer, GOOD);
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await call('GET', '/api/v1/catalogue/products/999999/reviews', null)).statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('should refuse a packer and a customer, and let the content editor moderate', async () => {
    const packed = await call('GET', '/api/v1/admin/reviews', packer);
    expect([packed.statusCode, packed.json().code]).toEqual([403, 'PERMISSION_DENIED']);
    const customer = await call('GET', '/api/v1/admin/reviews', buyer);
    expect([customer.statusCode, customer.json().code]).toEqual([403, 'FORBIDDEN']);
    const listed = await call('GET', '/api/v1/admin/reviews?status=pending', editor);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.counts.pending).toBeGreaterThanOrEqual(1);
  });

  it('should approve, reply and show the review with the average, the count and the reply; audited', async () => {
    const [review] = await t.db.select().from(productReviews).where(eq(productReviews.productId, shal));
    const approved = await call('POST', `/api/v1/admin/reviews/${review!.id}/decision`, editor, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', verifiedBuyer: true });
    const replied = await call('PUT', `/api/v1/admin/reviews/${review!.id}/reply`, owner, {
      text: 'Hvala, vidimo se na Gradskom vrtu!',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const page = await list(shal);
    expect(page).toMatchObject({ count: 1, average: 5 });
    expect(page.records[0]).toMatchObject({
      authorName: 'Ivana H.',
      verifiedBuyer: true,
      reply: { text: 'Hvala, vidimo se na Gradskom vrtu!' },
    });
    const [product] = await t.db.select().from(products).where(eq(products.id, shal));
    expect([product!.rating, product!.ratingCount]).toEqual([5, 1]);
    const card = await call('GET', `/api/v1/product/web/get?id=${shal}`, null);
    expect(card.json().data).toMatchObject({ rating: 5, ratingCount: 1 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'review'), eq(auditLog.entityId, String(review!.id))))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => a.action)).toEqual(['review.reply', 'review.approve']);
  });

  it('should put the approved average and reviews in the Product JSON-LD, and nothing without them', async () => {
    const ld = async (slug: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/product/${slug}`, headers: { host: 'localhost' } });
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}';
      return JSON.parse(json);
    };
    expect(await ld('sal-zvijezda-klasicni')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5 },
      review: [{ '@type': 'Review', author: { name: 'Ivana H.' }, reviewRating: { ratingValue: 5 } }],
    });
    expect(await ld('zimska-kapa')).not.toHaveProperty('aggregateRating');
  });

  it('should send an edit back to moderation and take it off the product until approved again', async () => {
    const [review] = await t.db.select().from(productReviews).where(eq(productReviews.productId, shal));
    const other = await tokenFor(t, 'drugi.kupac@primjer.hr');
    const notMine = await call('PUT', `/api/v1/reviews/${review!.id}`, other.token, GOOD);
    expect([notMine.statusCode, notMine.json().code]).toEqual([403, 'REVIEW_NOT_AUTHOR']);
    const gone = await call('DELETE', `/api/v1/reviews/${review!.id}`, other.token);
    expect([gone.statusCode, gone.json().code]).toEqual([403, 'REVIEW_NOT_AUTHOR']);
    const edited = await call('PUT', `/api/v1/reviews/${review!.id}`, buyer, {
      rating: 4,
      comment: 'Ipak malo grebe.',
    });
    expect(edited.json().data).toMatchObject({ status: 'pending', rating: 4 });
    expect(await list(shal)).toMatchObject({ count: 0, average: 0 });
    await call('POST', `/api/v1/admin/reviews/${review!.id}/decision`, owner, { decision: 'approve' });
    expect(await list(shal)).toMatchObject({ count: 1, average: 4 });
  });

  it('should reject with a reason, stop the author when asked, and refuse their next review', async () => {
    const spammer = await tokenFor(t, 'spam.kupac@primjer.hr');
    const written = await call('POST', `/api/v1/catalogue/products/${cap}/reviews`, spammer.token, GOOD);
    expect(written.json().data.verifiedBuyer).toBe(false);
    const id = written.json().data.id;
    const noReason = await call('POST', `/api/v1/admin/reviews/${id}/decision`, owner, { decision: 'reject' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const rejected = await call('POST', `/api/v1/admin/reviews/${id}/decision`, owner, {
      decision: 'reject',
      reason: 'Oglas, ne recenzija.',
      blockAuthor: true,
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', authorBlocked: true });
    const mine = await call('GET', `/api/v1/catalogue/products/${cap}/reviews/mine`, spammer.token);
    expect(mine.json().data).toMatchObject({ blocked: true, review: { rejectReason: 'Oglas, ne recenzija.' } });
    const next = await call('POST', `/api/v1/catalogue/products/${shal}/reviews`, spammer.token, GOOD);
    expect([next.statusCode, next.json().code]).toEqual([403, 'REVIEW_BLOCKED']);
    const filtered = await call('GET', `/api/v1/admin/reviews?status=rejected&productId=${cap}`, owner);
    expect(filtered.json().data.records.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('should let the author delete their review', async () => {
    const writer = await tokenFor(t, 'brisanje.kupac@primjer.hr');
    const id = (await call('POST', `/api/v1/catalogue/products/${cap}/reviews`, writer.token, GOOD)).json().data.id;
    const res = await call('DELETE', `/api/v1/reviews/${id}`, writer.token);
    expect(res.json()).toEqual({ data: { success: true }, errored: false });
    expect(await t.db.select().from(productReviews).where(eq(productReviews.id, id))).toEqual([]);
  });
});

describe('abuse limits', () => {
  it('should refuse a sixth write of one account within the hour, from any address', async () => {
    const writer = await tokenFor(t, 'brzi.kupac@primjer.hr');
    const id = (await call('POST', `/api/v1/catalogue/products/${cap}/reviews`, writer.token, GOOD)).json().data.id;
    for (let i = 0; i < 4; i++) {
      const res = await call('PUT', `/api/v1/reviews/${id}`, writer.token, { ...GOOD, rating: 1 + i });
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await call('PUT', `/api/v1/reviews/${id}`, writer.token, GOOD);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should refuse writes from one address past 20 an hour, whichever account', async () => {
    const ip = '10.211.9.9';
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const writer = await tokenFor(t, `ip.kupac${i}@primjer.hr`);
      last = (await call('POST', `/api/v1/catalogue/products/${cap}/reviews`, writer.token, GOOD, ip)).statusCode;
      if (i < 20) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });
});
