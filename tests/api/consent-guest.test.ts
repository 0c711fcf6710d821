import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentLog } from '../../src/server/platform/db/schema/consents.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { bearer, CUSTOMER, login } from './auth-helpers.js';
import { newSession } from './cart-helpers.js';
import { address, checkoutCall, requiredConsents } from './checkout-helpers.js';

// A guest's consents belong to the guest's session, never to an address they typed
// (docs/decisions/0093-guest-consents-belong-to-the-session.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const logCreate = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/gdpr/consent/log/create', headers: t.headers(headers), payload });
const guestCookie = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith('fs_guest='));
const customerRows = () => t.db.select().from(consentLog).where(eq(consentLog.email, CUSTOMER.email));

describe("a guest's consent decisions", () => {
  it("should never write a row under a registered customer's e-mail", async () => {
    const before = await customerRows();
    const res = await logCreate({
      status: 'withdrawn',
      sourceType: 'newsletter',
      consents: [{ id: 3, version: 1 }],
      user: { userType: 'user', email: CUSTOMER.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.records[0]).toMatchObject({ userType: 'guest', email: null, status: 'withdrawn' });
    expect(await customerRows()).toEqual(before);
    const [row] = await t.db.select().from(consentLog).where(eq(consentLog.id, res.json().data.records[0].id));
    expect(row).toMatchObject({ userId: null, email: null, claimedEmail: CUSTOMER.email });
    expect(row!.guestSession).toMatch(/^[0-9a-f]{64}$/);
    // The customer's own view of their consents is untouched.
    const { accessToken } = await login(t, CUSTOMER.email, CUSTOMER.password);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/web/profile',
      headers: t.headers(bearer(accessToken)),
    });
    expect(
      profile.json().data.consents.some((c: { id: number; status: string }) => c.id === 3 && c.status === 'withdrawn'),
    ).toBe(false);
  });

  it("should keep one browser's decisions together under its session cookie", async () => {
    const first = await logCreate({ status: 'granted', sourceType: 'newsletter', consents: [{ id: 3, version: 1 }] });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = guestCookie(first);
    expect(cookie).toMatch(/^fs_guest=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/gdpr; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const second = await logCreate(
      { status: 'withdrawn', sourceType: 'newsletter', consents: [{ id: 3, version: 1 }] },
      { cookie: cookie!.split(';')[0]! },
    );
    expect(guestCookie(second)).toBeUndefined();
    const ids = [first, second].map((r) => r.json().data.records[0].id as number);
    const rows = await Promise.all(
      ids.map(async (id) => (await t.db.select().from(consentLog).where(eq(consentLog.id, id)))[0]!),
    );
    expect(rows[0]!.guestSession).toBe(rows[1]!.guestSession);
    const other = await logCreate({ status: 'granted', sourceType: 'newsletter', consents: [{ id: 3, version: 1 }] });
    const [otherRow] = await t.db.select().from(consentLog).where(eq(consentLog.id, other.json().data.records[0].id));
    expect(otherRow!.guestSession).not.toBe(rows[0]!.guestSession);
  });

  it("should record a guest checkout's consents under its cart, not under the contact e-mail", async () => {
    const session = await newSession(t);
    const consents = await requiredConsents(t);
    const res = await checkoutCall(t, 'saveAddress', {
      ...session,
      deliveryAddress: address({ contactEmail: CUSTOMER.email }),
      acceptedConsents: consents,
    });
    expect(res.status).toBe(200);
    const guestRows = await t.db
      .select()
      .from(consentLog)
      .where(and(eq(consentLog.claimedEmail, CUSTOMER.email), eq(consentLog.sourceType, 'checkoutForm')));
    expect(guestRows.length).toBe(consents.length);
    for (const row of guestRows) {
      expect(row).toMatchObject({ userId: null, userType: 'guest', email: null });
      expect(row.guestSession).toMatch(/^cart:\d+$/);
    }
    expect(
      await t.db
        .select()
        .from(consentLog)
        .where(and(eq(consentLog.email, CUSTOMER.email), isNull(consentLog.userId))),
    ).toEqual([]);
  });

  it("should record a logged-in customer's decision under the account's own e-mail, whatever the body says", async () => {
    const { accessToken } = await login(t, CUSTOMER.email, CUSTOMER.password);
    const res = await logCreate(
      {
        status: 'granted',
        sourceType: 'newsletter',
        consents: [{ id: 3, version: 1 }],
        user: { email: 'netko.drugi@primjer.hr' },
      },
      bearer(accessToken),
    );
    expect(res.json().data.records[0]).toMatchObject({ userType: 'user', email: CUSTOMER.email });
    expect(guestCookie(res)).toBeUndefined();
  });
});
