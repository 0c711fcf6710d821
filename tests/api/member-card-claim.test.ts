import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, login, verifiedUser } from './auth-helpers.js';

// A member card belongs to one account (docs/decisions/0043-member-card-of-one-account.md).
const PASSWORD = 'Zvijezda2024!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

async function setCard(email: string, memberCardBarcode: string) {
  const { accessToken } = await login(t, email, PASSWORD);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/web/update',
    headers: t.headers({ authorization: `Bearer ${accessToken}` }),
    payload: { memberCardBarcode },
  });
}

describe('member card numbers', () => {
  it('should refuse a card that belongs to another account, and let its holder keep it', async () => {
    await verifiedUser(t, 'prvi-clan@primjer.hr', PASSWORD);
    await verifiedUser(t, 'drugi-clan@primjer.hr', PASSWORD);
    expect((await setCard('prvi-clan@primjer.hr', '385999000123')).statusCode).toBe(200);
    const claim = await setCard('drugi-clan@primjer.hr', '385999000123');
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({ errored: true, code: 'MEMBER_CARD_TAKEN' });
    expect(claim.json().message).toContain('članska iskaznica');
    expect((await setCard('prvi-clan@primjer.hr', '385999000123')).statusCode).toBe(200);
  });
});
