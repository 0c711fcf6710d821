import { hashPassword } from '../../modules/users/password.js';
import type { Role } from '@shared/permissions.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/users.js';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/** Demo logins printed at start; the passwords are public on purpose (demo data only). */
export const DEMO_LOGINS: DemoLogin[] = [
  // The member card's PIN is printed on the card (docs/decisions/0136-member-card-claim-second-factor.md).
  {
    role: 'kupac (customer; member card 385000000017, PIN 1923)',
    email: 'kupac@zvijezda-shop.hr',
    password: 'Zvijezda2024!',
  },
  { role: 'administrator (back office, owner)', email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' },
];

/** One demo staff member per role besides the owner (docs/decisions/0200-staff-roles-and-permissions.md). */
const DEMO_STAFF: Array<DemoLogin & { staffRole: Role; firstName: string; lastName: string }> = [
  {
    staffRole: 'manager',
    role: 'voditelj trgovine (back office)',
    email: 'voditelj@zvijezda-shop.hr',
    password: 'Voditelj2024!',
    firstName: 'Ana',
    lastName: 'Babić',
  },
  {
    staffRole: 'packer',
    role: 'pakiranje (back office)',
    email: 'pakiranje@zvijezda-shop.hr',
    password: 'Pakiranje2024!',
    firstName: 'Luka',
    lastName: 'Marić',
  },
  {
    staffRole: 'editor',
    role: 'urednik sadržaja (back office)',
    email: 'urednik@zvijezda-shop.hr',
    password: 'Urednik2024!',
    firstName: 'Petra',
    lastName: 'Jurić',
  },
  {
    staffRole: 'accountant',
    role: 'računovodstvo (back office)',
    email: 'racunovodstvo@zvijezda-shop.hr',
    password: 'Racuni2024!',
    firstName: 'Ivan',
    lastName: 'Novak',
  },
];
DEMO_LOGINS.push(...DEMO_STAFF.map(({ role, email, password }) => ({ role, email, password })));

/**
 * A second demo customer for the back office's customer journeys (block, export), so they never end the sessions of
 * the demo customer other journeys sign in as (docs/decisions/0221-customers-back-office-screens.md).
 */
export const DEMO_DESK_CUSTOMER = { email: 'navijac@zvijezda-shop.hr', password: 'Navijac2024!' } as const;

export async function seedUsers(db: Db): Promise<DemoLogin[]> {
  const [customer, admin] = DEMO_LOGINS as [DemoLogin, DemoLogin];
  await db.insert(users).values([
    {
      email: customer.email,
      passwordHash: await hashPassword(customer.password),
      firstName: 'Ivana',
      lastName: 'Horvat',
      isBackofficeUser: false,
      scope: ['customer'],
      memberCardBarcode: '385000000017',
      emailVerifiedAt: new Date(),
    },
    {
      email: DEMO_DESK_CUSTOMER.email,
      passwordHash: await hashPassword(DEMO_DESK_CUSTOMER.password),
      firstName: 'Marko',
      lastName: 'Navijač',
      isBackofficeUser: false,
      scope: ['customer'],
      emailVerifiedAt: new Date(),
    },
    {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Marko',
      lastName: 'Kovačević',
      isBackofficeUser: true,
      scope: ['owner'],
      emailVerifiedAt: new Date(),
    },
    ...(await Promise.all(
      DEMO_STAFF.map(async (staff) => ({
        email: staff.email,
        passwordHash: await hashPassword(staff.password),
        firstName: staff.firstName,
        lastName: staff.lastName,
        isBackofficeUser: true,
        scope: [staff.staffRole],
        emailVerifiedAt: new Date(),
      })),
    )),
  ]);
  return DEMO_LOGINS;
}
