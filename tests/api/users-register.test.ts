import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import {
  AUTH_ENV,
  consentIds,
  freshIp,
  lastEmailTo,
  login,
  registerUser,
  solvedCaptcha,
  tokenFromLink,
} from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
});
afterAll(async () => t?.close());

const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/web/verify/${token}`, headers: t.headers() });

describe('registration and e-mail verification', () => {
  it('should register without answering the verification token and mail a Croatian link that works on another device', async () => {
    const res = await registerUser(t, 'Nova.Clanica@Primjer.hr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { verificationRequired: true }, errored: false });
    const mail = await lastEmailTo(t, 'nova.clanica@primjer.hr');
    expect(mail).toMatchObject({ kind: 'verification', transport: 'outbox' });
    expect(mail!.subject).toContain('Potvrdite svoju e-mail adresu');
    expect(mail!.text).toContain('https://shop.zvijezda.hr/prijava?verificationToken=');
    expect(mail!.html).toContain('POTVRDI E-MAIL');
    const token = tokenFromLink(mail!.text!, 'verificationToken');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(res.body).not.toContain(token);
  });

  it('should refuse login before verification, then verify once, send a welcome e-mail and allow login', async () => {
    await registerUser(t, 'potvrda@primjer.hr', 'Lozinka123!');
    expectCodedError((await login(t, 'potvrda@primjer.hr', 'Lozinka123!')).res, 403, 'EMAIL_NOT_VERIFIED');
    const token = tokenFromLink((await lastEmailTo(t, 'potvrda@primjer.hr'))!.text!, 'verificationToken');
    const ok = await verify(token);
    expect(ok.json()).toEqual({ data: { success: true }, errored: false });
    expect(await lastEmailTo(t, 'potvrda@primjer.hr')).toMatchObject({ kind: 'welcome' });
    expectCodedError(await verify(token), 400, 'INVALID_TOKEN');
    expect((await login(t, 'potvrda@primjer.hr', 'Lozinka123!')).res.statusCode).toBe(200);
  });

  it('should send the confirmation link again to an unconfirmed account only, with the same answer for every address', async () => {
    const resend = (username: string, ip = freshIp()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/web/verify/resend',
        headers: t.headers({ 'x-forwarded-for': ip }),
        payload: { username },
      });
    await registerUser(t, 'ponovno@primjer.hr', 'Lozinka123!');
    const first = await lastEmailTo(t, 'ponovno@primjer.hr');
    const again = await resend('Ponovno@Primjer.hr');
    expect(again.json()).toEqual({ data: { success: true }, errored: false });
    const mail = await lastEmailTo(t, 'ponovno@primjer.hr');
    expect(mail).toMatchObject({ kind: 'verification' });
    expect(mail!.id).not.toBe(first!.id);
    const token = tokenFromLink(mail!.text!, 'verificationToken');
    expect((await verify(token)).json()).toEqual({ data: { success: true }, errored: false });

    // A confirmed account and an unknown address: the same answer, and nothing mailed.
    const confirmed = await lastEmailTo(t, 'ponovno@primjer.hr');
    expect((await resend('ponovno@primjer.hr')).json()).toEqual(again.json());
    expect((await lastEmailTo(t, 'ponovno@primjer.hr'))!.id).toBe(confirmed!.id);
    expect((await resend('nitko-ovdje@primjer.hr')).json()).toEqual(again.json());
    expect(await lastEmailTo(t, 'nitko-ovdje@primjer.hr')).toBeUndefined();
  });

  it('should limit the resends per client address', async () => {
    const ip = freshIp();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/web/verify/resend',
        headers: t.headers({ 'x-forwarded-for': ip }),
        payload: { username: 'ograniceno@primjer.hr' },
      });
    for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(200);
    expectCodedError(await send(), 429, 'RATE_LIMITED');
  });

  it('should refuse mass-assignment fields (isBackofficeUser, scope, prices, status) with a coded 400 (R15)', async () => {
    for (const extra of [
      { isBackofficeUser: true },
      { scope: ['admin'] },
      { price: 0 },
      { status: 'active' },
      { details: { firstName: 'A', lastName: 'B', isBackofficeUser: true } },
    ]) {
      expectCodedError(
        await registerUser(t, `r15-${Object.keys(extra)[0]}@primjer.hr`, 'Lozinka123!', extra),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('should enforce the required consents on the server', async () => {
    const { all, required } = await consentIds(t);
    const optionalOnly = all.filter((id) => !required.includes(id));
    const body = expectCodedError(
      await registerUser(t, 'bez-privole@primjer.hr', 'Lozinka123!', { acceptedConsents: optionalOnly }),
      400,
      'CONSENT_REQUIRED',
    );
    expect(body.payload).toEqual({ missing: required });
  });

  it('should refuse bad input: short password, bad barcode, username not the e-mail, bad e-mail', async () => {
    expectCodedError(await registerUser(t, 'kratka@primjer.hr', 'Kratka1'), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await registerUser(t, 'kartica@primjer.hr', 'Lozinka123!', { memberCardBarcode: '12345' }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await registerUser(t, 'ime@primjer.hr', 'Lozinka123!', { username: 'drugi@primjer.hr' }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await registerUser(t, 'nije-email', 'Lozinka123!'), 400, 'VALIDATION_FAILED');
  });

  it('should keep a valid membership card and the accepted consents in the profile', async () => {
    const res = await registerUser(t, 'clan@primjer.hr', 'Lozinka123!', {
      memberCardBarcode: '385000000024',
      memberCardPin: '2024',
    });
    expect(res.statusCode, res.body).toBe(200);
    await verify(tokenFromLink((await lastEmailTo(t, 'clan@primjer.hr'))!.text!, 'verificationToken'));
    const { accessToken } = await login(t, 'clan@primjer.hr', 'Lozinka123!');
    const profile = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/web/profile',
        headers: t.headers({ authorization: `Bearer ${accessToken}` }),
      })
    ).json().data;
    expect(profile).toMatchObject({
      email: 'clan@primjer.hr',
      memberCardBarcode: '385000000024',
      emailVerified: true,
      addresses: [],
    });
    const { required } = await consentIds(t);
    expect(profile.consents.map((c: { id: number }) => c.id).sort()).toEqual([...required].sort());
    expect(profile.consents.every((c: { status: string }) => c.status === 'granted')).toBe(true);
  });

  it('should register in address mode and refuse a disallowed country there too', async () => {
    const address = {
      type: 'main',
      firstName: 'Ana',
      lastName: 'Kovač',
      contactEmail: 'ana@primjer.hr',
      contactPhone: '0912345678',
      country: 'SI',
      city: 'Ljubljana',
      street: 'Slovenska cesta',
      houseNumber: '5',
      zipCode: '1000',
    };
    expect((await registerUser(t, 'adresa@primjer.hr', 'Lozinka123!', { addresses: [address] })).statusCode).toBe(200);
    const rows = await t.db.select().from(userAddresses);
    expect(rows.filter((r) => r.city === 'Ljubljana')).toHaveLength(1);
    expectCodedError(
      await registerUser(t, 'adresa2@primjer.hr', 'Lozinka123!', { addresses: [{ ...address, country: 'US' }] }),
      400,
      'COUNTRY_NOT_ALLOWED',
    );
    expect(await lastEmailTo(t, 'adresa2@primjer.hr')).toBeUndefined();
  });

  it('should refuse an unknown or malformed verification token with a coded 4xx', async () => {
    expectCodedError(await verify('A'.repeat(43)), 400, 'INVALID_TOKEN');
    expectCodedError(await verify('short'), 400, 'VALIDATION_FAILED');
  });

  it('should limit registrations per IP with 429', async () => {
    const ip = freshIp();
    const { required } = await consentIds(t);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/web/register',
        headers: t.headers({ 'x-forwarded-for': ip }),
        payload: {
          details: { firstName: 'A', lastName: 'B' },
          email: `niz${i}@primjer.hr`,
          username: `niz${i}@primjer.hr`,
          password: 'Lozinka123!',
          acceptedConsents: required,
          captcha: await solvedCaptcha(t),
        },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
