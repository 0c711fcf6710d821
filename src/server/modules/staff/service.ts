import { randomToken } from '../../platform/secret-tokens.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isRole, ROLE_TEXT, type Role, roleOf } from '@shared/permissions.js';
import { staffInviteSchema } from '@shared/validation/staff.js';
import type { ContractBody, ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { type UserRow, users } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { revokeUserFamilies } from '../auth/index.js';
import { type EmailContent, staffInviteEmail } from '../email/index.js';
import { findUserByEmail, hashPassword, issueEmailToken, normalizeEmail } from '../users/index.js';

type StaffMember = ContractSchema<'StaffMember'>;

/** What a staff service works with (docs/decisions/0148-services-take-context-objects.md). */
export interface StaffContext {
  db: Db;
  now: () => number;
  actor: StaffActor;
  shopName: string;
  origin: string;
  mail: (to: string, content: EmailContent) => Promise<void>;
}

const memberOf = (user: UserRow): StaffMember => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: roleOf(user.scope),
  invited: user.emailVerifiedAt === null,
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(users).where(eq(users.isBackofficeUser, true)).orderBy(asc(users.id));
  return rows.map(memberOf);
}

/**
 * Makes the staff member's account with a password nobody knows and e-mails a link that sets theirs (a single-use
 * token of the password reset's kind that lasts 7 days). An address that already has an account is refused: a
 * customer's account is never turned into a staff one from the desk.
 */
export async function inviteStaff(ctx: StaffContext, body: ContractBody<'adminStaffInvite'>): Promise<StaffMember> {
  const parsed = staffInviteSchema.safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { message: 'Provjerite upisane podatke.' });
  const { firstName, lastName, role } = parsed.data;
  const email = normalizeEmail(parsed.data.email);
  if (await findUserByEmail(ctx.db, email))
    throw new AppError('USER_EXISTS', { message: 'Ta adresa e-pošte već ima račun u trgovini.' });
  const passwordHash = await hashPassword(randomToken());
  const member = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName, lastName, isBackofficeUser: true, scope: [role] })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw new AppError('USER_EXISTS', { message: 'Ta adresa e-pošte već ima račun u trgovini.' });
    await recordChange(tx, ctx.actor, { kind: 'staff', id: row.id, action: 'staff.invite', data: { email, role } });
    return row;
  });
  const token = await issueEmailToken(ctx.db, member.id, 'staff_invite', ctx.now(), email);
  const href = `${ctx.origin}/zaboravljena-lozinka?token=${token}`;
  await ctx.mail(email, staffInviteEmail(ctx.shopName, firstName, ROLE_TEXT[role], href));
  return memberOf(member);
}

/** Active owners other than `userId`, counted under the lock of the changed row's transaction. */
async function otherOwners(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isBackofficeUser, true), sql`'owner' = ANY(${users.scope})`, sql`${users.id} <> ${userId}`));
  return row?.n ?? 0;
}

/**
 * Changes a staff member's role, or deactivates them (role null). Their sessions end at once, so the new role holds
 * from their next request (a token carries the role it was issued with). The shop keeps at least one owner: taking
 * the role from the last one is a coded 409.
 */
export async function changeStaffRole(ctx: StaffContext, id: number, role: Role | null): Promise<StaffMember> {
  if (role !== null && !isRole(role)) throw new AppError('VALIDATION_FAILED');
  const changed = await ctx.db.transaction(async (tx) => {
    // Owners are changed one at a time: two owners demoting each other at once cannot leave none.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(200200)`);
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.isBackofficeUser, true)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND', { message: 'Ta osoba nije među osobljem.' });
    const before = roleOf(user.scope);
    if (before === role) return user;
    if (before === 'owner' && (await otherOwners(tx, id)) === 0) throw new AppError('LAST_OWNER');
    const [row] = await tx
      .update(users)
      .set({ scope: role ? [role] : [], updatedAt: new Date(ctx.now()) })
      .where(eq(users.id, id))
      .returning();
    await revokeUserFamilies(tx, id, role ? 'role_change' : 'deactivated', ctx.now());
    await recordChange(tx, ctx.actor, {
      kind: 'staff',
      id,
      action: role ? 'staff.role' : 'staff.deactivate',
      changes: [{ field: 'role', before, after: role }],
    });
    return row!;
  });
  return memberOf(changed);
}
