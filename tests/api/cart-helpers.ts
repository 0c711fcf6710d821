// Shared set-up of the cart suites: real requests through the app, real access tokens signed with the app's
// secret for demo (or extra) users, and lookups of demo products by slug.
import { and, eq, like } from 'drizzle-orm';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { users } from '../../src/server/platform/db/schema/users.js';
import { startFamily } from '../../src/server/modules/auth/refresh.js';
import { signAccessToken } from '../../src/server/modules/auth/tokens.js';
import type { TestApp } from '../support/index.js';

export const CUSTOMER = 'kupac@zvijezda-shop.hr';

export interface Call {
  status: number;
  body: any;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<Call> {
  const headers: Record<string, string> = t.headers();
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

export const cartCall = (t: TestApp, op: string, payload?: unknown, opts: { token?: string; ip?: string } = {}) => {
  const method =
    op === 'getNewCartSession' ? 'GET' : op === 'updateItem' ? 'PATCH' : op === 'deleteItem' ? 'DELETE' : 'POST';
  return call(t, method, `/api/v2/cart/${op}`, payload, opts);
};

/** A fresh session; `token` makes it the user's cart from the start. */
export async function newSession(t: TestApp, token?: string): Promise<{ cartId: string; protectCode: string }> {
  const res = await cartCall(t, 'getNewCartSession', undefined, token ? { token } : {});
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** A real access token for a user (created when missing), as the login would issue it. */
export async function tokenFor(t: TestApp, email: string): Promise<{ token: string; id: number }> {
  let [user] = await t.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    [user] = await t.db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Test', lastName: 'Kupac', scope: ['customer'] })
      .returning();
  }
  const secret = (t.app as unknown as { authSecret: Uint8Array }).authSecret;
  // A real login family: access tokens of an unknown or ended login are refused.
  const { familyId } = await startFamily(t.db, user!.id, Date.now());
  const token = await signAccessToken(
    secret,
    { id: user!.id, email, isBackofficeUser: false, scope: ['customer'], familyId },
    Date.now(),
  );
  return { token, id: user!.id };
}

export async function productId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

/** The variant of a configurable product by its size label (variant names end in "– M"). */
export async function variantId(t: TestApp, slug: string, size: string): Promise<number> {
  const main = await productId(t, slug);
  const [row] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.parentId, main), like(products.name, `% – ${size}`)))
    .limit(1);
  if (!row) throw new Error(`no variant ${slug} ${size}`);
  return row.id;
}

export const cents = (euros: number) => Math.round(euros * 100);
