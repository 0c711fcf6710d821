import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { coupons, memberCards } from '../../platform/db/schema/coupons.js';
import { users } from '../../platform/db/schema/users.js';
import { cardPinDigest } from '../../modules/membership/index.js';

/** Demo coupons and membership cards of NK Zvijezda (public on purpose: demo data only). */
export const DEMO_COUPONS = {
  tenPercent: 'ZVIJEZDA10',
  singleUse: 'JEDNOKRATNI20',
  oncePerUser: 'CLAN15',
  expired: 'LJETO2024',
} as const;

export const DEMO_MEMBER_CARDS = {
  /** The demo customer's card (kupac@zvijezda-shop.hr). */
  customer: '385000000017',
  /** A valid card nobody has claimed yet. */
  unclaimed: '385000000024',
  /** A cancelled card. */
  inactive: '385000000031',
  /** More valid cards nobody has claimed (a fan adds one in the cart; docs/decisions/0088-membership-card-from-the-cart.md). */
  spare: ['385000000048', '385000000055', '385000000062', '385000000079'],
  /** Cards of the club's register with no account yet (docs/decisions/0220-member-card-register.md). */
  register: ['385000000086', '385000000093', '385000000109'],
} as const;

/** The members' names as the club's register knows them (docs/decisions/0220-member-card-register.md). */
const DEMO_HOLDERS: Readonly<Record<string, string>> = {
  [DEMO_MEMBER_CARDS.customer]: 'Ivana Horvat',
  [DEMO_MEMBER_CARDS.unclaimed]: 'Ana Kovačević',
  [DEMO_MEMBER_CARDS.inactive]: 'Marko Babić',
  '385000000048': 'Petra Marić',
  '385000000055': 'Luka Jurić',
  '385000000062': 'Maja Novak',
  '385000000079': 'Tomislav Knežević',
  '385000000086': 'Josip Vuković',
  '385000000093': 'Marija Pavlović',
  '385000000109': 'Nikola Božić',
};

/**
 * The PIN printed on the back of each demo card: claiming a card takes it
 * (docs/decisions/0136-member-card-claim-second-factor.md). The demo customer's card: 1923.
 */
export const DEMO_MEMBER_CARD_PINS: Readonly<Record<string, string>> = {
  [DEMO_MEMBER_CARDS.customer]: '1923',
  [DEMO_MEMBER_CARDS.unclaimed]: '2024',
  [DEMO_MEMBER_CARDS.inactive]: '3100',
  '385000000048': '4804',
  '385000000055': '5505',
  '385000000062': '6206',
  '385000000079': '7907',
  '385000000086': '8608',
  '385000000093': '9309',
  '385000000109': '1090',
};

const withPin = (barcode: string) => ({
  barcode,
  pinDigest: cardPinDigest(barcode, DEMO_MEMBER_CARD_PINS[barcode]!),
  holderName: DEMO_HOLDERS[barcode] ?? null,
});

const DAY = 86_400_000;

export async function seedCart(db: Db, now = new Date()): Promise<void> {
  await db.insert(coupons).values([
    { code: DEMO_COUPONS.tenPercent, percent: 10 },
    { code: DEMO_COUPONS.singleUse, percent: 20, usageLimit: 1 },
    { code: DEMO_COUPONS.oncePerUser, percent: 15, perUserLimit: 1 },
    {
      code: DEMO_COUPONS.expired,
      percent: 25,
      validFrom: new Date(now.getTime() - 400 * DAY),
      validTo: new Date(now.getTime() - 300 * DAY),
    },
  ]);
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'kupac@zvijezda-shop.hr'))
    .limit(1);
  await db
    .insert(memberCards)
    .values([
      { ...withPin(DEMO_MEMBER_CARDS.customer), userId: customer?.id ?? null },
      { ...withPin(DEMO_MEMBER_CARDS.unclaimed), userId: null },
      { ...withPin(DEMO_MEMBER_CARDS.inactive), userId: null, active: false, cancelledAt: now },
      ...DEMO_MEMBER_CARDS.spare.map((barcode) => ({ ...withPin(barcode), userId: null })),
      ...DEMO_MEMBER_CARDS.register.map((barcode) => ({ ...withPin(barcode), userId: null })),
    ]);
}
