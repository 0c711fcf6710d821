import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCards } from '../../src/server/platform/db/schema/coupons.js';
import { users } from '../../src/server/platform/db/schema/users.js';
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

async function setCard(email: string, memberCardBarcode: string, memberCardPin?: string) {
  const { accessToken } = await login(t, email, PASSWORD);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/web/update',
    headers: t.headers({ authorization: `Bearer ${accessToken}` }),
    payload: { memberCardBarcode, ...(memberCardPin ? { memberCardPin } : {}) },
  });
}

const cardRow = async (barcode: string) =>
  (await t.db.select().from(memberCards).where(eq(memberCards.barcode, barcode)))[0]!;
const profileCard = async (email: string) =>
  (await t.db.select({ card: users.memberCardBarcode }).from(users).where(eq(users.email, email)))[0]!.card;

describe('member card numbers', () => {
  it('should refuse a card that belongs to another account, and let its holder keep it', async () => {
    await verifiedUser(t, 'prvi-clan@primjer.hr', PASSWORD);
    await verifiedUser(t, 'drugi-clan@primjer.hr', PASSWORD);
    expect((await setCard('prvi-clan@primjer.hr', '385000000055', '5505')).statusCode).toBe(200);
    const claim = await setCard('drugi-clan@primjer.hr', '385000000055', '5505');
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toMatchObject({ errored: true, code: 'MEMBER_CARD_TAKEN' });
    expect(claim.json().message).toContain('članska iskaznica');
    // Its holder needs no PIN again.
    expect((await setCard('prvi-clan@primjer.hr', '385000000055')).statusCode).toBe(200);
  });

  // docs/decisions/0088-membership-card-from-the-cart.md: the cart refuses it as the profile does.
  it('should refuse in the cart a card that is on another account, claimed or only on its profile', async () => {
    await verifiedUser(t, 'treci-clan@primjer.hr', PASSWORD);
    // A valid demo card that another fan claimed from the profile.
    expect((await setCard('treci-clan@primjer.hr', '385000000048', '4804')).statusCode).toBe(200);
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

// docs/decisions/0136-member-card-claim-second-factor.md: a card is claimed only with the PIN printed on it.
describe('claiming a member card', () => {
  const validate = (barcode: string, token?: string, ip = '10.136.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/settings/external/validateMembersBarcode?barcode=${barcode}`,
      headers: t.headers({ 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) }),
    });

  it('should ask a guest to sign in before it says whether a card number is valid', async () => {
    const res = await validate('385000000024');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errored: true, code: 'UNAUTHORIZED' });
    expect(res.json().data?.isValid).toBeUndefined();
  });

  it('should limit the validation per account with a coded 429', async () => {
    const { token } = await tokenFor(t, 'brojac-kartica@primjer.hr');
    const answers: number[] = [];
    // A new address each time: the account is what is limited.
    for (let i = 0; i < 11; i++) answers.push((await validate('385000000024', token, `10.136.1.${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    const last = await validate('385000000024', token, '10.136.2.1');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ errored: true, code: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('should refuse a claim without the right PIN and leave the card unclaimed, in the cart and the profile', async () => {
    const fan = await tokenFor(t, 'bez-pina@primjer.hr');
    const apply = async (pin?: string) =>
      cartCall(
        t,
        'applyMemberCard',
        { ...(await newSession(t, fan.token)), barcode: '385000000024', ...(pin ? { pin } : {}) },
        { token: fan.token },
      );
    expect([(await apply()).status, (await apply()).body.code]).toEqual([400, 'MEMBER_CARD_PIN_WRONG']);
    const wrong = await apply('1111');
    expect([wrong.status, wrong.body.code]).toEqual([400, 'MEMBER_CARD_PIN_WRONG']);
    expect((await cardRow('385000000024')).userId).toBeNull();
    expect(await profileCard('bez-pina@primjer.hr')).toBeNull();
    await verifiedUser(t, 'bez-pina-profil@primjer.hr', PASSWORD);
    const onProfile = await setCard('bez-pina-profil@primjer.hr', '385000000024', '9999');
    expect([onProfile.statusCode, onProfile.json().code]).toEqual([400, 'MEMBER_CARD_PIN_WRONG']);
    expect(await profileCard('bez-pina-profil@primjer.hr')).toBeNull();
    expect((await cardRow('385000000024')).userId).toBeNull();
    // The right PIN claims it, and the card's member prices apply.
    const right = await apply('2024');
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.memberCard).toEqual({ barcode: '385000000024', applied: true });
    expect((await cardRow('385000000024')).userId).toBe(fan.id);
  });

  it('should refuse unknown and cancelled card numbers and store neither on the profile', async () => {
    await verifiedUser(t, 'nepostojeca@primjer.hr', PASSWORD);
    const unknown = await setCard('nepostojeca@primjer.hr', '385999000123', '1234');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'MEMBER_CARD_INVALID']);
    const cancelled = await setCard('nepostojeca@primjer.hr', '385000000031', '3100');
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([400, 'MEMBER_CARD_INVALID']);
    expect(await profileCard('nepostojeca@primjer.hr')).toBeNull();
  });

  it('should limit the claims of one card number, whichever accounts try', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const fan = await tokenFor(t, `pogadja-${i}@primjer.hr`);
      const res = await cartCall(
        t,
        'applyMemberCard',
        { ...(await newSession(t, fan.token)), barcode: '385000000079', pin: String(1000 + i) },
        { token: fan.token, ip: `10.136.3.${i}` },
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('MEMBER_CARD_PIN_WRONG'));
    expect(codes[10]).toBe('RATE_LIMITED');
    expect((await cardRow('385000000079')).userId).toBeNull();
  });
});
