import { hashPassword } from '../../../modules/users/password.js';
import type { Db } from '../../client.js';
import { users } from '../../schema/users.js';

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
  { role: 'administrator (back office)', email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' },
];

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
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      firstName: 'Marko',
      lastName: 'Kovačević',
      isBackofficeUser: true,
      scope: ['admin', 'cms', 'catalogue', 'orders'],
      emailVerifiedAt: new Date(),
    },
  ]);
  return DEMO_LOGINS;
}
