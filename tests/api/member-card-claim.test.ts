import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, login, verifiedUser } from './auth-helpers.js';
import { cartCall, newSession, tokenFor } from './cart-helpers.js';

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

  // docs/decisions/0088-membership-card-from-the-cart.md: the cart refuses it as the profile does.
  it('should refuse in the cart a card that is on another account, claimed or only on its profile', async () => {
    await verifiedUser(t, 'treci-clan@primjer.hr', PASSWORD);
    // A valid, unclaimed demo card that another fan typed into the profile.
    expect((await setCard('treci-clan@primjer.hr', '385000000048')).statusCode).toBe(200);
    const other = await tokenFor(t, 'cetvrti-clan@primjer.hr');
    const onProfile = await cartCall(
      t,
      'applyMemberCard',
      { ...(await newSession(t, other.token)), barcode: '385000000048' },
      { token: other.token },
    );
    expect([onProfile.status, onProfile.body.code]).toEqual([409, 'MEMBER_CARD_TAKEN']);
    // The demo customer's claimed card, and a cancelled one (that stays "not a valid card").
    const claimed = await cartCall(
      t,
      'applyMemberCard',
      { ...(await newSession(t, other.token)), barcode: '385000000017' },
      { token: other.token },
    );
    expect([claimed.status, claimed.body.code]).toEqual([409, 'MEMBER_CARD_TAKEN']);
    const cancelled = await cartCall(
      t,
      'applyMemberCard',
      { ...(await newSession(t, other.token)), barcode: '385000000031' },
      { token: other.token },
    );
    expect([cancelled.status, cancelled.body.code]).toEqual([400, 'MEMBER_CARD_INVALID']);
  });
});
