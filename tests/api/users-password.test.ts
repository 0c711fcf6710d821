import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { userTokens } from '../../src/server/platform/db/schema/auth.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import {
  freshIp,
  lastEmailTo,
  login,
  refresh,
  solvedCaptcha,
  tokenFromLink,
  verifiedUser,
  createAuthTestApp,
  movableClock,
} from './auth-helpers.js';

// docs/targets.md R8: identical answers for known and unknown e-mails, limits per IP and per address.
let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createAuthTestApp(clock, { PUBLIC_URL: 'https://shop.zvijezda.hr' });
});
afterAll(async () => t?.close());

async function forgot(username: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/password/forgot',
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: { username, captcha: await solvedCaptcha(t) },
  });
}
const setPassword = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/password/set',
    headers: t.headers({ 'x-forwarded-for': freshIp() }),
    payload: { token, password },
  });

describe('forgot and set password', () => {
  it('should answer known and unknown e-mails identically and mail a reset link only to the real account', async () => {
    await verifiedUser(t, 'zaboravna@primjer.hr');
    const before = (await t.db.select().from(emailOutbox)).length;
    const known = await forgot('zaboravna@primjer.hr');
    const unknown = await forgot('nepoznata@primjer.hr');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toBe('{"data":{"success":true},"errored":false}');
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    expect((await t.db.select().from(emailOutbox)).length).toBe(before + 2);
    const mail = await lastEmailTo(t, 'zaboravna@primjer.hr');
    expect(mail).toMatchObject({ kind: 'password_reset' });
    expect(mail!.text).toContain('https://shop.zvijezda.hr/zaboravljena-lozinka?token=');
    const note = await lastEmailTo(t, 'nepoznata@primjer.hr');
    expect(note).toMatchObject({ kind: 'password_reset', subject: mail!.subject });
    expect(note!.text).not.toContain('token=');
    expect(note!.text).toContain('https://shop.zvijezda.hr/registracija');
  });

  it('should do the same work for a known and an unknown address: one token row and one queued mail each', async () => {
    await verifiedUser(t, 'isti-posao@primjer.hr');
    const work = async (email: string) => {
      const tokens = (await t.db.select().from(userTokens)).length;
      const mails = (await t.db.select().from(emailOutbox)).length;
      expect((await forgot(email)).statusCode).toBe(200);
      const [token] = await t.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.email, email))
        .orderBy(desc(userTokens.id))
        .limit(1);
      return {
        tokens: (await t.db.select().from(userTokens)).length - tokens,
        mails: (await t.db.select().from(emailOutbox)).length - mails,
        purpose: token?.purpose,
        kind: (await lastEmailTo(t, email))?.kind,
      };
    };
    const known = await work('isti-posao@primjer.hr');
    const unknown = await work('nitko-takav@primjer.hr');
    expect(known).toEqual({ tokens: 1, mails: 1, purpose: 'reset_password', kind: 'password_reset' });
    expect(unknown).toEqual(known);
    // The token of an address without an account redeems nothing.
    const [dummy] = await t.db.select().from(userTokens).where(eq(userTokens.email, 'nitko-takav@primjer.hr'));
    expect(dummy!.userId).toBeNull();
  });

  it('should set the new password once, end every session and refuse the used token', async () => {
    await verifiedUser(t, 'reset@primjer.hr');
    const session = await login(t, 'reset@primjer.hr', 'Lozinka123!');
    await forgot('reset@primjer.hr');
    const token = tokenFromLink((await lastEmailTo(t, 'reset@primjer.hr'))!.text!, 'token');
    const res = await setPassword(token, 'SasvimNova1!');
    expect(res.json()).toEqual({ data: { success: true }, errored: false });
    expectCodedError(await setPassword(token, 'JosNovija1!'), 400, 'INVALID_TOKEN');
    expectCodedError((await refresh(t, session.refresh)).res, 401, 'UNAUTHORIZED');
    expect((await login(t, 'reset@primjer.hr', 'SasvimNova1!')).res.statusCode).toBe(200);
  });

  it('should refuse a reset token after its hour, an unknown token and a short password', async () => {
    await verifiedUser(t, 'istekao@primjer.hr');
    await forgot('istekao@primjer.hr');
    const token = tokenFromLink((await lastEmailTo(t, 'istekao@primjer.hr'))!.text!, 'token');
    clock.ahead = 61 * 60_000;
    expectCodedError(await setPassword(token, 'SasvimNova1!'), 400, 'INVALID_TOKEN');
    clock.ahead = 0;
    expectCodedError(await setPassword('B'.repeat(43), 'SasvimNova1!'), 400, 'INVALID_TOKEN');
    expectCodedError(await setPassword(token, 'kratka'), 400, 'VALIDATION_FAILED');
  });

  it('should stop mailing one address after 3 requests an hour, still with the same answer', async () => {
    await verifiedUser(t, 'cesto@primjer.hr');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot('cesto@primjer.hr')).body);
    expect(new Set(answers).size).toBe(1);
    const mails = (await t.db.select().from(emailOutbox)).filter(
      (m) => m.to === 'cesto@primjer.hr' && m.kind === 'password_reset',
    );
    expect(mails).toHaveLength(3);
  });

  it('should limit forgot-password requests per IP with 429 and require a captcha', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`ip${i}@primjer.hr`, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/forgot',
      headers: t.headers(),
      payload: { username: 'a@primjer.hr' },
    });
    expectCodedError(noCaptcha, 400, 'VALIDATION_FAILED');
  });
});
