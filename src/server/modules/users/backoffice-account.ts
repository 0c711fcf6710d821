import { eq } from 'drizzle-orm';
import type { Role } from '@shared/permissions.js';
import { backofficeAccountSchema, type BackofficeAccountValues } from '@shared/validation/account.js';
import { fieldErrorsOf, type FieldErrors } from '@shared/validation/fields.js';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/users.js';
import { hashPassword } from './password.js';
import { normalizeEmail } from './repository.js';

/** The first back-office account is the shop's owner (docs/decisions/0200-staff-roles-and-permissions.md). */
const BACKOFFICE_SCOPE: Role[] = ['owner'];

export type CreateBackofficeResult =
  | { ok: true; id: number; email: string }
  | { ok: false; reason: 'invalid'; errors: FieldErrors }
  | { ok: false; reason: 'exists' };

/** Whether any back-office account exists: until one does, the back office is closed (docs/decisions/0132-no-demo-in-production.md). */
export async function hasBackofficeAccount(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isBackofficeUser, true)).limit(1);
  return Boolean(row);
}

/**
 * Makes a back-office account (`npm run admin:create`, or ADMIN_EMAIL/ADMIN_PASSWORD at a start that finds none): the
 * e-mail and the password twice are checked by the forms' own rules, the e-mail counts as confirmed (the operator typed
 * it on the server), and an address that already has an account is refused rather than taken over.
 */
export async function createBackofficeAccount(
  db: Db,
  values: BackofficeAccountValues,
  now = new Date(),
): Promise<CreateBackofficeResult> {
  const parsed = backofficeAccountSchema.safeParse(values);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldErrorsOf(parsed.error) };
  const email = normalizeEmail(parsed.data.email);
  const passwordHash = await hashPassword(parsed.data.password);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: 'Administrator',
      lastName: '',
      isBackofficeUser: true,
      scope: BACKOFFICE_SCOPE,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row ? { ok: true, id: row.id, email } : { ok: false, reason: 'exists' };
}
