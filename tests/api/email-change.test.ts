import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { users } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, CUSTOMER, lastEmailTo, login, tokenFromLink, verifiedUser } from './auth-helpers.js';

// The profile's e-mail change (docs/decisions/0094-email-change-asks-for-the-password.md): the password, a limit per
// account, the same answer for a free and a taken address, the current address told, no requester's text in
// the mail to the new address.
const PASSWORD = 'Lozinka123!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
});
afterAll(async () => t?.close());

async function account(email: string) {
  await verifiedUser(t, email, PASSWORD);
  return (await login(t, email, PASSWORD)).accessToken;
}
const update = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/user/web/update', headers: t.headers(bearer(token)), payload });
const mailsTo = async (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('e-mail change in the profile', () => {
  it('should need the current password, and change nothing without it or with a wrong one', async () => {
    const token = await account('lozinka-prvo@primjer.hr');
    const missing = expectCodedError(
      await update(token, { email: 'bez-lozinke@primjer.hr', details: { firstName: 'Drugo' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(missing.payload)).toContain('currentPassword');
    expect(
      expectCodedError(
        await update(token, { email: 'kriva-lozinka@primjer.hr', currentPassword: 'Pogresna1!' }),
        400,
        'INCORRECT_PASSWORD',
      ).message,
    ).toBe('Incorrect password.');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'lozinka-prvo@primjer.hr'));
    expect(row).toMatchObject({ pendingEmail: null, firstName: 'Ana' });
    expect(await mailsTo('bez-lozinke@primjer.hr')).toEqual([]);
    expect(await mailsTo('kriva-lozinka@primjer.hr')).toEqual([]);
    // Changes without a new address need no password.
    expect((await update(token, { details: { lastName: 'Horvat' } })).statusCode).toBe(200);
    expect((await update(token, { email: 'LOZINKA-PRVO@primjer.hr' })).statusCode).toBe(200);
  });

  it('should answer the same for a free and a taken address, and change nothing for the taken one', async () => {
    const a = await account('slobodna-a@primjer.hr');
    const b = await account('slobodna-b@primjer.hr');
    const free = await update(a, { email: 'nova-adresa@primjer.hr', currentPassword: PASSWORD });
    const taken = await update(b, { email: CUSTOMER.email, currentPassword: PASSWORD });
    expect(free.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    const shape = (body: string, own: string, asked: string) =>
      body
        .replaceAll(own, 'OWN')
        .replaceAll(asked, 'ASKED')
        .replace(/"id":\d+/, '"id":0')
        .replace(/"statusTimestamp":"[^"]+"/g, '"statusTimestamp":"T"');
    expect(shape(taken.body, 'slobodna-b@primjer.hr', CUSTOMER.email)).toBe(
      shape(free.body, 'slobodna-a@primjer.hr', 'nova-adresa@primjer.hr'),
    );
    expect(taken.json().data).toMatchObject({ email: 'slobodna-b@primjer.hr', pendingEmail: CUSTOMER.email });
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());

    const link = await lastEmailTo(t, 'nova-adresa@primjer.hr');
    const refusal = await lastEmailTo(t, CUSTOMER.email);
    expect(link).toMatchObject({ kind: 'email_change' });
    expect(refusal).toMatchObject({ kind: 'email_change', subject: link!.subject });
    expect(link!.text).toContain('https://shop.zvijezda.hr/prijava?verificationToken=');
    expect(refusal!.text).not.toContain('verificationToken');
    expect(refusal!.text).toContain('već postoji račun');
    // The demo customer's account is untouched, and b keeps its address.
    const [customer] = await t.db.select().from(users).where(eq(users.email, CUSTOMER.email));
    expect(customer).toMatchObject({ pendingEmail: null });
    expect((await login(t, 'slobodna-b@primjer.hr', PASSWORD)).res.statusCode).toBe(200);
  });

  it('should tell the current address, and confirm the new one only through its link', async () => {
    const token = await account('stara-adresa@primjer.hr');
    expect((await update(token, { email: 'potvrdjena@primjer.hr', currentPassword: PASSWORD })).statusCode).toBe(200);
    const notice = await lastEmailTo(t, 'stara-adresa@primjer.hr');
    expect(notice).toMatchObject({ kind: 'email_changed_notice' });
    expect(notice!.text).toContain('potvrdjena@primjer.hr');
    const mail = await lastEmailTo(t, 'potvrdjena@primjer.hr');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/web/verify/${tokenFromLink(mail!.text!, 'verificationToken')}`,
      headers: t.headers(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await login(t, 'potvrdjena@primjer.hr', PASSWORD)).res.statusCode).toBe(200);
  });

  it("should put none of the requester's text in the mail to the new address", async () => {
    const token = await account('pozdrav@primjer.hr');
    const bait = 'Dobili ste 1000 EUR na zlo.example';
    const res = await update(token, {
      email: 'zrtva@primjer.hr',
      currentPassword: PASSWORD,
      details: { firstName: bait, lastName: bait },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastEmailTo(t, 'zrtva@primjer.hr');
    expect(mail!.text).not.toContain('zlo.example');
    expect(mail!.html).not.toContain('zlo.example');
    expect(mail!.text).toMatch(/^Potvrdite novu e-mail adresu\n\nPozdrav,\n/);
  });

  it('should allow 5 e-mail changes an hour per account, then answer 429', async () => {
    const token = await account('cesta-promjena@primjer.hr');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await update(token, { email: `pokusaj${i}@primjer.hr`, currentPassword: PASSWORD })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Wrong passwords count too: guessing the password here is limited as well.
    expectCodedError(
      await update(token, { email: 'jos-jedna@primjer.hr', currentPassword: 'Pogresna1!' }),
      429,
      'RATE_LIMITED',
    );
    expect(await mailsTo('pokusaj5@primjer.hr')).toEqual([]);
  });
});
