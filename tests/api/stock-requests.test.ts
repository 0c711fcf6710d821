import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consentLog } from '../../src/server/platform/db/schema/consents.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, bearer, createAuthTestApp, freshIp, lastEmailTo, login, movableClock } from './auth-helpers.js';

// 'Obavijesti me' on a sold-out size (docs/decisions/0208-back-in-stock-requests.md).
let t: TestApp;
let admin: string;
let required: number[];
let size: { id: number; name: string };
beforeAll(async () => {
  t = await createAuthTestApp(movableClock());
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/consent/assignment/filter?assigned_to=productAvailabilityForm',
    headers: t.headers(),
  });
  required = (res.json().data.data as Array<{ requiredConsents: number[] }>)[0]!.requiredConsents;
  // The home jersey's size L, sold out: two units on hand are the buffer, none usable.
  const [row] = await t.db
    .update(products)
    .set({ stockQuantity: 2 })
    .where(eq(products.slug, 'domaci-dres-2025-26-l'))
    .returning({ id: products.id, name: products.name });
  size = row!;
});
afterAll(async () => t?.close());

const ask = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/catalogue/stock-request',
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: { productId: size.id, consents: required, ...payload },
  });

const adjust = (delta: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/stock/adjust',
    headers: t.headers(bearer(admin)),
    payload: { productId: size.id, delta, reason: delta > 0 ? 'delivery' : 'correction' },
  });

const mailsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'back_in_stock')));

describe('back-in-stock requests', () => {
  it('should mail each waiting address once when the size is back, with its consent logged', async () => {
    expect((await ask({ email: 'Ceka@Primjer.hr' })).json()).toEqual({ data: { success: true }, errored: false });
    await ask({ email: 'drugi@primjer.hr' });
    const log = await t.db.select().from(consentLog).where(eq(consentLog.claimedEmail, 'ceka@primjer.hr'));
    expect(log.map((r) => [r.sourceType, r.status])).toEqual([['productAvailabilityForm', 'granted']]);
    expect(await mailsTo('ceka@primjer.hr')).toHaveLength(0);

    // A change that leaves it sold out mails nothing.
    expect((await adjust(-1)).statusCode).toBe(200);
    expect(await mailsTo('ceka@primjer.hr')).toHaveLength(0);
    expect((await adjust(6)).statusCode).toBe(200);
    const [mail] = await mailsTo('ceka@primjer.hr');
    expect(mail!.subject).toContain(`Proizvod je ponovno dostupan: ${size.name}`);
    expect(mail!.text).toContain('/product/domaci-dres-2025-26');
    expect(await mailsTo('drugi@primjer.hr')).toHaveLength(1);

    // Another delivery: nothing more.
    expect((await adjust(3)).statusCode).toBe(200);
    expect(await mailsTo('ceka@primjer.hr')).toHaveLength(1);
  });

  it('should record nothing for a product in stock, and refuse missing consents and unknown or configurable products', async () => {
    await ask({ email: 'na-zalihi@primjer.hr' });
    expect((await ask({ email: 'na-zalihi@primjer.hr' })).statusCode).toBe(200);
    expect(await lastEmailTo(t, 'na-zalihi@primjer.hr')).toBeUndefined();
    expectCodedError(await ask({ email: 'bez@primjer.hr', consents: [] }), 400, 'CONSENT_REQUIRED');
    expectCodedError(await ask({ email: 'x@primjer.hr', productId: 999999 }), 404, 'NOT_FOUND');
    const [parent] = await t.db.select().from(products).where(eq(products.slug, 'domaci-dres-2025-26'));
    expectCodedError(await ask({ email: 'x@primjer.hr', productId: parent!.id }), 404, 'NOT_FOUND');
  });

  it('should limit requests per client address with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await ask({ email: `r${i}@primjer.hr` }, ip)).statusCode).toBe(200);
    expectCodedError(await ask({ email: 'r10@primjer.hr' }, ip), 429, 'RATE_LIMITED');
  });
});
