import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consentLog, consents } from '../../src/server/platform/db/schema/consents.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, consentIds, freshIp, lastEmailTo, registerUser } from './auth-helpers.js';

// Newsletter sign-up with double opt-in (docs/decisions/0206-newsletter-double-opt-in.md).
let t: TestApp;
let required: number[];
let newsletterConsent: number;
beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/consent/assignment/filter?assigned_to=newsletter',
    headers: t.headers(),
  });
  required = (res.json().data.data as Array<{ requiredConsents: number[] }>)[0]!.requiredConsents;
  const [row] = await t.db.select().from(consents).where(eq(consents.uniqueNumber, 'newsletter'));
  newsletterConsent = row!.id;
});
afterAll(async () => t?.close());

const post = (path: string, payload: unknown, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletter/${path}`,
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: payload as Record<string, unknown>,
  });

const linkToken = (text: string, path: string) => {
  const match = new RegExp(`https://shop\\.zvijezda\\.hr${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text.slice(0, 300)}`);
  return match[1]!;
};

const logOf = (email: string) =>
  t.db
    .select()
    .from(consentLog)
    .where(and(eq(consentLog.claimedEmail, email), eq(consentLog.sourceType, 'newsletter')))
    .orderBy(consentLog.id);

describe('newsletter double opt-in', () => {
  it('should mail a confirmation link and subscribe only on its click, logging the consents', async () => {
    const res = await post('subscribe', { email: 'Navijac@Primjer.hr', consents: required });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true }, errored: false });
    const mail = await lastEmailTo(t, 'navijac@primjer.hr');
    expect(mail).toMatchObject({ kind: 'newsletter_confirm', transport: 'outbox' });
    expect(mail!.subject).toContain('Potvrdite prijavu na newsletter');
    expect(mail!.html).toContain('POTVRDI PRIJAVU');
    expect(mail!.html).toContain('Odjava s newslettera');
    expect(await logOf('navijac@primjer.hr')).toHaveLength(0);

    const token = linkToken(mail!.text!, '/newsletter/potvrda');
    const confirmed = await post('confirm', { token });
    expect(confirmed.json()).toEqual({
      data: { status: 'subscribed', email: 'navijac@primjer.hr' },
      errored: false,
    });
    const granted = await logOf('navijac@primjer.hr');
    expect(granted.map((r) => [r.consentId, r.status]).sort()).toEqual(required.map((id) => [id, 'granted']).sort());
    expect(granted.every((r) => r.userId === null && r.email === null)).toBe(true);

    // The link again: the same answer and no second entry.
    expect((await post('confirm', { token })).json()).toEqual(confirmed.json());
    expect(await logOf('navijac@primjer.hr')).toHaveLength(granted.length);
  });

  it('should unsubscribe without signing in by the link of the mail, once, and log the withdrawal', async () => {
    await post('subscribe', { email: 'odjava@primjer.hr', consents: required });
    const mail = await lastEmailTo(t, 'odjava@primjer.hr');
    await post('confirm', { token: linkToken(mail!.text!, '/newsletter/potvrda') });
    const token = linkToken(mail!.text!, '/newsletter/odjava');
    const res = await post('unsubscribe', { token });
    expect(res.json()).toEqual({ data: { status: 'unsubscribed', email: 'odjava@primjer.hr' }, errored: false });
    expect((await post('unsubscribe', { token })).json()).toEqual(res.json());
    const withdrawn = (await logOf('odjava@primjer.hr')).filter((r) => r.status === 'withdrawn');
    expect(withdrawn.map((r) => r.consentId)).toEqual([newsletterConsent]);
  });

  it('should refuse forged, swapped and expired tokens with INVALID_TOKEN', async () => {
    await post('subscribe', { email: 'krivotvorina@primjer.hr', consents: required });
    const text = (await lastEmailTo(t, 'krivotvorina@primjer.hr'))!.text!;
    const confirm = linkToken(text, '/newsletter/potvrda');
    const unsubscribe = linkToken(text, '/newsletter/odjava');
    const [payload, signature] = confirm.split('.');
    const forged = `${Buffer.from(JSON.stringify({ email: 'netko@primjer.hr', consents: required, exp: Date.now() + 1e6 })).toString('base64url')}.${signature}`;
    expectCodedError(await post('confirm', { token: forged }), 400, 'INVALID_TOKEN');
    expectCodedError(await post('confirm', { token: `${payload}.x${signature}` }), 400, 'INVALID_TOKEN');
    // A confirmation token does not unsubscribe, nor an unsubscribe token confirm.
    expectCodedError(await post('unsubscribe', { token: confirm }), 400, 'INVALID_TOKEN');
    expectCodedError(await post('confirm', { token: unsubscribe }), 400, 'INVALID_TOKEN');
    expectCodedError(await post('confirm', { token: 'nista' }), 400, 'INVALID_TOKEN');
  });

  it('should answer the same for a subscribed address and limit mails per address without saying so', async () => {
    await post('subscribe', { email: 'vec@primjer.hr', consents: required });
    const first = await lastEmailTo(t, 'vec@primjer.hr');
    await post('confirm', { token: linkToken(first!.text!, '/newsletter/potvrda') });
    const again = await post('subscribe', { email: 'vec@primjer.hr', consents: required });
    expect(again.json()).toEqual({ data: { success: true }, errored: false });
    const third = await post('subscribe', { email: 'vec@primjer.hr', consents: required });
    const last = await lastEmailTo(t, 'vec@primjer.hr');
    // Past three an hour per address: the same answer, and no more mail.
    const fourth = await post('subscribe', { email: 'vec@primjer.hr', consents: required });
    expect(fourth.json()).toEqual(third.json());
    expect((await lastEmailTo(t, 'vec@primjer.hr'))!.id).toBe(last!.id);
  });

  it('should limit sign-ups per client address with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      expect((await post('subscribe', { email: `ip${i}@primjer.hr`, consents: required }, ip)).statusCode).toBe(200);
    expectCodedError(
      await post('subscribe', { email: 'ip10@primjer.hr', consents: required }, ip),
      429,
      'RATE_LIMITED',
    );
  });

  it('should refuse a sign-up without the required consents and a malformed address', async () => {
    expectCodedError(await post('subscribe', { email: 'bez@primjer.hr', consents: [] }), 400, 'CONSENT_REQUIRED');
    expect(await lastEmailTo(t, 'bez@primjer.hr')).toBeUndefined();
    expectCodedError(await post('subscribe', { email: 'nije-adresa', consents: required }), 400, 'VALIDATION_FAILED');
  });

  it('should ask for the confirmation when the newsletter box is ticked on registration, and not otherwise', async () => {
    const { all, required: forRegistration } = await consentIds(t);
    expect(
      (await registerUser(t, 'registracija.news@primjer.hr', 'Lozinka123!', { acceptedConsents: all })).statusCode,
    ).toBe(200);
    const mail = await lastEmailTo(t, 'registracija.news@primjer.hr');
    expect(mail).toMatchObject({ kind: 'newsletter_confirm' });
    const confirmed = await post('confirm', { token: linkToken(mail!.text!, '/newsletter/potvrda') });
    expect(confirmed.json().data).toEqual({ status: 'subscribed', email: 'registracija.news@primjer.hr' });

    await registerUser(t, 'registracija.bez@primjer.hr', 'Lozinka123!', { acceptedConsents: forRegistration });
    expect(await lastEmailTo(t, 'registracija.bez@primjer.hr')).toMatchObject({ kind: 'verification' });
  });
});
