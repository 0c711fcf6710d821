import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, lastEmailTo, login, tokenFromLink, verifiedUser } from './auth-helpers.js';

let t: TestApp;
let token = '';
let other = '';
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  await verifiedUser(t, 'profil@primjer.hr');
  await verifiedUser(t, 'susjed@primjer.hr');
  token = (await login(t, 'profil@primjer.hr', 'Lozinka123!')).accessToken;
  other = (await login(t, 'susjed@primjer.hr', 'Lozinka123!')).accessToken;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown, as = token) =>
  t.app.inject({
    method,
    url,
    headers: t.headers(bearer(as)),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ADDRESS = {
  type: 'main',
  firstName: 'Ana',
  lastName: 'Kovač',
  contactEmail: 'ana@primjer.hr',
  contactPhone: '+385 91 234 5678',
  country: 'HR',
  city: 'Osijek',
  street: 'Europska avenija',
  houseNumber: '12a',
  zipCode: '31000',
};

describe('profile', () => {
  it('should answer 401 without a token', async () => {
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/user/web/profile', headers: t.headers() }),
      401,
      'UNAUTHORIZED',
    );
    expectCodedError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/web/update',
        headers: t.headers(),
        payload: { details: { firstName: 'X' } },
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('should update names and the membership card, and record consent decisions as new log rows', async () => {
    const res = await call('PATCH', '/api/v1/user/web/update', {
      details: { firstName: 'Ivana', lastName: 'Marić' },
      // A card nobody holds yet, with the PIN printed on it (docs/decisions/0136-member-card-claim-second-factor.md).
      memberCardBarcode: '385000000062',
      memberCardPin: '6206',
      consents: [{ id: 3, status: 'granted' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      details: { firstName: 'Ivana', lastName: 'Marić', displayName: 'Ivana Marić' },
      memberCardBarcode: '385000000062',
    });
    expect(data.consents.find((c: { id: number }) => c.id === 3)).toMatchObject({ status: 'granted' });
    const withdrawn = (
      await call('PATCH', '/api/v1/user/web/update', {
        consents: [{ id: 3, status: 'withdrawn' }],
        memberCardBarcode: null,
      })
    ).json().data;
    expect(withdrawn.consents.find((c: { id: number }) => c.id === 3)).toMatchObject({ status: 'withdrawn' });
    expect(withdrawn.memberCardBarcode).toBeNull();
  });

  it('should keep a new e-mail pending until the link sent to it is opened', async () => {
    const res = await call('PATCH', '/api/v1/user/web/update', {
      email: 'novi.profil@primjer.hr',
      currentPassword: 'Lozinka123!',
    });
    expect(res.json().data).toMatchObject({ email: 'profil@primjer.hr', pendingEmail: 'novi.profil@primjer.hr' });
    const mail = await lastEmailTo(t, 'novi.profil@primjer.hr');
    expect(mail).toMatchObject({ kind: 'email_change' });
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/web/verify/${tokenFromLink(mail!.text!, 'verificationToken')}`,
      headers: t.headers(),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await call('GET', '/api/v1/user/web/profile')).json().data).toMatchObject({
      email: 'novi.profil@primjer.hr',
      pendingEmail: null,
    });
    expect((await login(t, 'novi.profil@primjer.hr', 'Lozinka123!')).res.statusCode).toBe(200);
  });

  it('should refuse mass-assignment fields (R15)', async () => {
    for (const body of [
      { isBackofficeUser: true },
      { scope: ['admin'] },
      { details: { firstName: 'A', scope: ['admin'] } },
      { price: 1 },
      { status: 'x' },
      {},
    ]) {
      expectCodedError(await call('PATCH', '/api/v1/user/web/update', body), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('addresses', () => {
  it('should create and update an address and list it in the profile', async () => {
    const created = await call('POST', '/api/v1/user/address/create', ADDRESS);
    expect(created.statusCode, created.body).toBe(200);
    const address = created.json().data;
    expect(address).toMatchObject({ ...ADDRESS, companyName: null, companyOIB: null });
    const updated = await call('PATCH', `/api/v1/user/address/update/${address.id}`, {
      type: 'billing',
      companyName: 'Zvijezda d.o.o.',
      companyOIB: '69435151530',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id: address.id, type: 'billing', companyOIB: '69435151530' });
    const profile = (await call('GET', '/api/v1/user/web/profile')).json().data;
    expect(profile.addresses).toEqual([updated.json().data]);
  });

  it('should refuse a country outside the checkout countries, a bad OIB and over-long fields', async () => {
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, country: 'DE' }),
      400,
      'COUNTRY_NOT_ALLOWED',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, companyOIB: '12345678901' }),
      400,
      'INVALID_OIB',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, city: 'x'.repeat(76) }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, houseNumber: '1'.repeat(16) }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, zipCode: '31-000' }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, type: 'home' }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await call('POST', '/api/v1/user/address/create', { ...ADDRESS, userId: 1 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it("should answer another user's address like an unknown one", async () => {
    const mine = (await call('POST', '/api/v1/user/address/create', ADDRESS)).json().data;
    expectCodedError(
      await call('PATCH', `/api/v1/user/address/update/${mine.id}`, { city: 'Zagreb' }, other),
      404,
      'NOT_FOUND',
    );
    expectCodedError(await call('PATCH', '/api/v1/user/address/update/999999', { city: 'Zagreb' }), 404, 'NOT_FOUND');
  });
});

describe('password change', () => {
  it("should answer 'Incorrect old password.' and refuse mismatched or unchanged new passwords", async () => {
    const change = (body: object) => call('POST', '/api/v1/user/password/change', body, other);
    expect(
      expectCodedError(
        await change({ oldPassword: 'Pogresna1!', newPassword: 'NovaLozinka1!', newPasswordAgain: 'NovaLozinka1!' }),
        400,
        'INCORRECT_OLD_PASSWORD',
      ).message,
    ).toBe('Incorrect old password.');
    expectCodedError(
      await change({ oldPassword: 'Lozinka123!', newPassword: 'NovaLozinka1!', newPasswordAgain: 'NovaLozinka2!' }),
      400,
      'PASSWORDS_DO_NOT_MATCH',
    );
    expectCodedError(
      await change({ oldPassword: 'Lozinka123!', newPassword: 'Lozinka123!', newPasswordAgain: 'Lozinka123!' }),
      400,
      'PASSWORD_UNCHANGED',
    );
    expectCodedError(
      await change({ oldPassword: 'Lozinka123!', newPassword: 'kratka', newPasswordAgain: 'kratka' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
