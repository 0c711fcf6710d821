import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLocks, userTokens } from '../../src/server/platform/db/schema/auth.js';
import { consentLog } from '../../src/server/platform/db/schema/consents.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { userAddresses, users } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, consentIds, CUSTOMER, freshIp, lastEmailTo, login, registerUser } from './auth-helpers.js';

// A public form answers an address with an account exactly as one without, after the same work
// (docs/decisions/0095-registration-same-answer-for-known-addresses.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
});
afterAll(async () => t?.close());

/** Status, body and every header but the ones that differ per request anyway. */
function answerOf(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

const rows = async (table: typeof emailOutbox | typeof userTokens | typeof users | typeof consentLog) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const counts = async () => ({
  outbox: await rows(emailOutbox),
  tokens: await rows(userTokens),
  users: await rows(users),
  consents: await rows(consentLog),
});

describe('registration with an address that has an account', () => {
  it('should answer exactly as for a new address, change nothing of the account and tell its owner', async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, CUSTOMER.email));
    const before = await counts();
    const fresh = await registerUser(t, 'sasvim.nova@primjer.hr', 'Lozinka123!');
    const afterFresh = await counts();
    const known = await registerUser(t, CUSTOMER.email.toUpperCase(), 'Lozinka123!');
    const afterKnown = await counts();

    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(answerOf(known)).toEqual(answerOf(fresh));
    expect(known.json()).toEqual({ data: { verificationRequired: true }, errored: false });
    // One token row and one queued mail either way; only the new address gets a user and its consents.
    expect(afterFresh.outbox - before.outbox).toBe(1);
    expect(afterKnown.outbox - afterFresh.outbox).toBe(1);
    expect(afterFresh.tokens - before.tokens).toBe(1);
    expect(afterKnown.tokens - afterFresh.tokens).toBe(1);
    expect(afterKnown.users).toBe(afterFresh.users);
    expect(afterKnown.consents).toBe(afterFresh.consents);

    const [still] = await t.db.select().from(users).where(eq(users.email, CUSTOMER.email));
    expect(still).toEqual(owner);
    expect((await login(t, CUSTOMER.email, CUSTOMER.password)).res.statusCode).toBe(200);

    const notice = await lastEmailTo(t, CUSTOMER.email);
    expect(notice).toMatchObject({ kind: 'account_exists', transport: 'outbox' });
    expect(notice!.subject).toContain('Već imate račun');
    expect(notice!.text).toContain('Pozdrav Ivana,');
    expect(notice!.text).toContain('pokušao registrirati');
    expect(notice!.text).toContain('https://shop.zvijezda.hr/prijava');
    expect(notice!.text).toContain('https://shop.zvijezda.hr/zaboravljena-lozinka');
    expect(notice!.text).not.toContain('verificationToken');
    expect(notice!.html).toContain('PRIJAVI SE');
    // The requester's own name never reaches the owner.
    expect(notice!.text).not.toContain('Kovač');
  });

  it('should check the addresses and consents of a known address as of a new one, and keep none of them', async () => {
    const { required } = await consentIds(t);
    const address = {
      type: 'main',
      firstName: 'Ana',
      lastName: 'Kovač',
      country: 'HR',
      city: 'Zagreb',
      street: 'Ilica',
      houseNumber: '1',
      zipCode: '10000',
    };
    for (const extra of [
      { addresses: [{ ...address, country: 'US' }] },
      { addresses: [{ ...address, companyName: 'Tvrtka d.o.o.', companyOIB: '12345678901' }] },
      { acceptedConsents: [...required, 9999] },
    ]) {
      const fresh = await registerUser(t, `provjera-${Object.keys(extra)[0]}@primjer.hr`, 'Lozinka123!', extra);
      expect(fresh.statusCode).toBe(400);
      expect(answerOf(await registerUser(t, CUSTOMER.email, 'Lozinka123!', extra))).toEqual(answerOf(fresh));
    }
    const [owner] = await t.db.select().from(users).where(eq(users.email, CUSTOMER.email));
    const addressesBefore = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, owner!.id));
    const logBefore = await t.db.select().from(consentLog).where(eq(consentLog.userId, owner!.id));
    const ok = await registerUser(t, CUSTOMER.email, 'Lozinka123!', { addresses: [address] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.db.select().from(userAddresses).where(eq(userAddresses.userId, owner!.id))).toEqual(addressesBefore);
    expect(await t.db.select().from(consentLog).where(eq(consentLog.userId, owner!.id))).toEqual(logBefore);
  });

  it('should leave no token a known address could verify with', async () => {
    await registerUser(t, CUSTOMER.email);
    const tokens = await t.db.select().from(userTokens).where(eq(userTokens.email, CUSTOMER.email));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((row) => row.userId === null && row.purpose === 'verify_email')).toBe(true);
  });
});

describe('login with an unknown address', () => {
  it('should answer exactly as a wrong password for a known one', async () => {
    const wrong = await login(t, CUSTOMER.email, 'Pogresna123!');
    const unknown = await login(t, 'nitko-nigdje@primjer.hr', 'Pogresna123!');
    expectCodedError(wrong.res, 401, 'INVALID_LOGIN');
    expect(answerOf(unknown.res)).toEqual(answerOf(wrong.res));
  });

  it('should lock an unknown address after as many failures as a known one, with the same answer', async () => {
    const known = 'admin@zvijezda-shop.hr';
    const unknown = 'nema-racuna@primjer.hr';
    // A lock holds for the account and the address the failures came from (docs/decisions/0134-lockout-per-account-and-source.md).
    const attempts = async (email: string) => {
      const source = freshIp();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(answerOf((await login(t, email, `Pogresna${i}!`, source)).res));
      return answers;
    };
    const a = await attempts(known);
    const b = await attempts(unknown);
    // retry-after counts down in whole seconds; the rest is the same.
    const strip = (x: ReturnType<typeof answerOf>) => ({ ...x, headers: { ...x.headers, 'retry-after': 'n' } });
    expect(b.map(strip)).toEqual(a.map(strip));
    expect(a.map((x) => x.status)).toEqual([...Array(9).fill(401), 423, 423]);
    await t.db.delete(accountLocks);
  });
});

describe('consent decisions of a guest', () => {
  it('should answer the same for a typed address with and without an account', async () => {
    const decide = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/gdpr/consent/log/create',
        headers: t.headers({ 'x-forwarded-for': freshIp() }),
        payload: {
          status: 'granted',
          sourceType: 'newsletter',
          consents: [{ id: 3, version: 1 }],
          user: { userType: 'user', email },
        },
      });
    const shape = (res: LightMyRequestResponse) => {
      const { date: _d, 'x-request-id': _r, 'set-cookie': cookie, 'content-length': _l, ...headers } = res.headers;
      const records = res
        .json()
        .data.records.map(({ id: _i, statusTimestamp: _s, createdAt: _c, ...rest }: Record<string, unknown>) => rest);
      return { status: res.statusCode, headers, cookie: String(cookie).replace(/=[^;]+/, '=x'), records };
    };
    expect(shape(await decide(CUSTOMER.email))).toEqual(shape(await decide('gost-bez-racuna@primjer.hr')));
  });
});
