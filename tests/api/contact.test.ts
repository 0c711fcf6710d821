import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, freshIp, lastEmailTo, solvedCaptcha } from './auth-helpers.js';

// The contact form (docs/decisions/0207-contact-form.md): a message to the shop's address, a copy to the sender.
let t: TestApp;
let required: number[];
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/consent/assignment/filter?assigned_to=contactForm',
    headers: t.headers(),
  });
  required = (res.json().data.data as Array<{ requiredConsents: number[] }>)[0]!.requiredConsents;
});
afterAll(async () => t?.close());

const CLUB = 'webshop@zvijezda-shop.hr';

async function send(body: Record<string, unknown>, ip = freshIp(), captcha?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/contact/send',
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: {
      topic: 'narudzba',
      name: 'Ana Kovač',
      email: 'ana.kontakt@primjer.hr',
      message: 'Kada stiže moja narudžba s dresom?',
      consents: required,
      captcha: captcha ?? (await solvedCaptcha(t, ip)),
      ...body,
    },
  });
}

describe('contact form', () => {
  it('should mail the message to the shop and a copy to the sender through the outbox', async () => {
    const res = await send({ orderNumber: 'ZV-2026-000123', email: 'Posiljatelj@Primjer.hr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true }, errored: false });
    const club = await lastEmailTo(t, CLUB);
    expect(club).toMatchObject({ kind: 'contact_message', transport: 'outbox' });
    expect(club!.subject).toContain('Nova poruka s kontakt obrasca: Narudžba i dostava');
    for (const line of ['Ime i prezime: Ana Kovač', 'E-mail: posiljatelj@primjer.hr', 'Broj narudžbe: ZV-2026-000123'])
      expect(club!.text).toContain(line);
    const copy = await lastEmailTo(t, 'posiljatelj@primjer.hr');
    expect(copy).toMatchObject({ kind: 'contact_copy' });
    expect(copy!.subject).toContain('Primili smo Vašu poruku');
    expect(copy!.text).toContain('Poruka: Kada stiže moja narudžba s dresom?');
  });

  it('should say that no order number was given, and escape what the sender typed in the HTML', async () => {
    await send({ email: 'bez.broja@primjer.hr', message: '<script>alert(1)</script> pozdrav svima' });
    const copy = await lastEmailTo(t, 'bez.broja@primjer.hr');
    expect(copy!.text).toContain('Broj narudžbe: nije naveden');
    expect(copy!.html).not.toContain('<script>');
  });

  it('should refuse a missing or reused captcha, missing consents and malformed fields with coded 400s', async () => {
    const ip = freshIp();
    const captcha = await solvedCaptcha(t, ip);
    expect((await send({ email: 'jednom@primjer.hr' }, ip, captcha)).statusCode).toBe(200);
    expectCodedError(await send({ email: 'dvaput@primjer.hr' }, ip, captcha), 400, 'CAPTCHA_FAILED');
    expectCodedError(await send({ consents: [] }), 400, 'CONSENT_REQUIRED');
    expectCodedError(await send({ topic: 'spam' }), 400, 'VALIDATION_FAILED');
    expectCodedError(await send({ message: 'kratko' }), 400, 'VALIDATION_FAILED');
    expectCodedError(await send({ orderNumber: '<x>' }), 400, 'VALIDATION_FAILED');
  });

  it('should limit messages per client address and per sender with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await send({ email: `ip${i}@primjer.hr` }, ip)).statusCode).toBe(200);
    expectCodedError(await send({ email: 'ip5@primjer.hr' }, ip), 429, 'RATE_LIMITED');
    for (let i = 0; i < 3; i += 1) expect((await send({ email: 'isti@primjer.hr' })).statusCode).toBe(200);
    expectCodedError(await send({ email: 'isti@primjer.hr' }), 429, 'RATE_LIMITED');
  });
});
