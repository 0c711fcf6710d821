import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { users } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

// A customer whose reviews a rejection blocked may write again once staff lift it from the customer page
// (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md): customers and reviews permissions, audited.
const PACKER = { email: 'pakiranje@zvijezda-shop.hr', password: 'Pakiranje2024!' };
const EDITOR = { email: 'urednik@zvijezda-shop.hr', password: 'Urednik2024!' };
let t: TestApp;
let tokens: Record<'admin' | 'packer' | 'editor' | 'customer', string>;
let customerId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  tokens = {
    admin: (await login(t, ADMIN.email, ADMIN.password)).accessToken,
    packer: (await login(t, PACKER.email, PACKER.password)).accessToken,
    editor: (await login(t, EDITOR.email, EDITOR.password)).accessToken,
    customer: (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken,
  };
  customerId = (await t.db.select().from(users).where(eq(users.email, CUSTOMER.email)))[0]!.id;
  productId = (await t.db.select().from(products).where(eq(products.slug, 'sal-zvijezda-klasicni')))[0]!.id;
  await t.db.update(users).set({ reviewsBlockedAt: new Date() }).where(eq(users.id, customerId));
}, 400_000);
afterAll(async () => t?.close());

const unblock = (token: string, payload: Record<string, unknown> = { reason: 'Žalba kupca uvažena' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/customers/${customerId}/reviews-unblock`,
    headers: t.headers(bearer(token)),
    payload,
  });
const mayWrite = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/catalogue/products/${productId}/reviews/mine`,
    headers: t.headers(bearer(tokens.customer)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return !res.json().data.blocked;
};
const audits = () =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityKind, 'customer'),
        eq(auditLog.entityId, String(customerId)),
        eq(auditLog.action, 'customer.reviews_unblock'),
      ),
    )
    .orderBy(desc(auditLog.id));

describe('lifting a review block', () => {
  it('should show the block on the customer page and refuse staff without the customers permission', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/customers/${customerId}`,
      headers: t.headers(bearer(tokens.admin)),
    });
    expect(page.json().data.reviewsBlockedAt).toEqual(expect.any(String));
    for (const token of [tokens.packer, tokens.editor, tokens.customer]) {
      const res = await unblock(token);
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await unblock(tokens.packer)).json().code).toBe('PERMISSION_DENIED');
    expect(await mayWrite()).toBe(false);
    expect(await audits()).toEqual([]);
  });

  it('should let the customer write reviews again, audited with the reason, and do nothing the second time', async () => {
    const res = await unblock(tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.reviewsBlockedAt).toBeNull();
    expect(await mayWrite()).toBe(true);
    const [row] = await audits();
    expect(row).toMatchObject({ action: 'customer.reviews_unblock', data: { reason: 'Žalba kupca uvažena' } });
    expect(row!.changes).toEqual([{ field: 'reviewsBlockedAt', before: expect.any(String), after: null }]);
    expect((await unblock(tokens.admin, {})).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  it('should answer a coded 4xx for an unknown customer or a bad body', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customers/999999/reviews-unblock',
      headers: t.headers(bearer(tokens.admin)),
      payload: {},
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    const bad = await unblock(tokens.admin, { reason: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
  });
});
