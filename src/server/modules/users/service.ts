import { and, eq, ne, TransactionRollbackError } from 'drizzle-orm';
import { users } from '../../platform/db/schema/users.js';
import type { ContractBody } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { appendConsentLog, missingRequired } from '../consents/index.js';
import { checkCardClaim, claimCard } from '../membership/index.js';
import { consumeRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import { requestFromRegistration } from '../newsletter/index.js';
import {
  accountExistsEmail,
  emailChangeNoticeEmail,
  newAddressEmail,
  verificationEmail,
  welcomeEmail,
} from '../email/index.js';
import { createAddress } from './addresses.js';
import { type AccountContext, signedIn } from './context.js';
import { issueEmailToken, redeemEmailToken } from './email-tokens.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  findUserByEmail,
  findUserById,
  latestConsents,
  listAddresses,
  normalizeEmail,
  toDetails,
  touchUser,
} from './repository.js';

export type RegisterInput = ContractBody<'userWebRegister'>;

/** Runs `work` in a savepoint of `tx` and undoes it; errors of the work itself (a refused input) still propagate. */
async function rolledBack(tx: Db, work: (sp: Db) => Promise<void>) {
  try {
    await tx.transaction(async (sp) => {
      await work(sp);
      sp.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
}

const field = (name: string, message: string) => ({ payload: { fields: [{ field: `body/${name}`, message }] } });

/**
 * Registration never answers the verification token (docs/decisions/0028-single-purpose-random-tokens.md): the link
 * goes by e-mail only. An address that already has an account gets the same answer after the same work (the
 * password hashed, the insert tried, a token row, one queued mail): the mail tells the owner instead of verifying
 * (docs/decisions/0095-registration-same-answer-for-known-addresses.md).
 */
export async function register(ctx: AccountContext, input: RegisterInput) {
  const email = normalizeEmail(input.email);
  if (normalizeEmail(input.username) !== email)
    throw new AppError('VALIDATION_FAILED', field('username', 'must equal email'));
  await ctx.captcha(input.captcha);
  const missing = await missingRequired(ctx.db, 'registerForm', input.acceptedConsents);
  if (missing.length) throw new AppError('CONSENT_REQUIRED', { payload: { missing } });
  const existing = await findUserByEmail(ctx.db, email);
  // A card on the new profile is claimed like any other: known, active, free and with its PIN; else nothing is
  // stored (docs/decisions/0136-member-card-claim-second-factor.md).
  if (input.memberCardBarcode) await checkCardClaim(ctx.db, cardClaimOf(input), null);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const details = async (db: Db, userId: number) => {
    for (const address of input.addresses ?? []) await createAddress(db, userId, address);
    if (input.acceptedConsents.length) {
      const consents = input.acceptedConsents.map((id) => ({ id }));
      await appendConsentLog(db, { status: 'granted', sourceType: 'registerForm', consents, userId, email });
    }
  };
  const created = await ctx.db.transaction(async (tx) => {
    // Tried for a known address too: the unique e-mail makes it a no-op (and a racing registration lands here).
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.details.firstName,
        lastName: input.details.lastName,
        scope: ['customer'],
      })
      .onConflictDoNothing()
      .returning();
    if (user) {
      await details(tx, user.id);
      if (input.memberCardBarcode) await claimCard(tx, cardClaimOf(input), user.id);
      return { user, token: await issueEmailToken(tx, user.id, 'verify_email', now) };
    }
    // A known address: the same statements and checks (a bad address or consent is refused the same way), in a
    // savepoint that is rolled back, and a token that redeems nothing (no user).
    const owner = existing ?? (await findUserByEmail(tx, email));
    if (owner) await rolledBack(tx, (sp) => details(sp, owner.id));
    await issueEmailToken(tx, null, 'verify_email', now, email);
    return null;
  });
  const { origin, shopName } = ctx;
  const mail = created
    ? verificationEmail(shopName, created.user.firstName, `${origin}/prijava?verificationToken=${created.token}`)
    : accountExistsEmail(
        shopName,
        (existing ?? (await findUserByEmail(ctx.db, email)))?.firstName ?? '',
        `${origin}/prijava`,
        `${origin}/zaboravljena-lozinka`,
      );
  await ctx.mail(email, mail);
  // The newsletter box ticked here asks for the newsletter's own confirmation (docs/decisions/0206-newsletter-double-opt-in.md).
  await requestFromRegistration(ctx, email, input.acceptedConsents);
  return { verificationRequired: true as const };
}

/**
 * Sends the confirmation link again: the same answer and the same work (a token row) for every address, a mail
 * only to an account still waiting for its confirmation (docs/decisions/0195-verification-resend-and-postcodes.md).
 */
export async function resendVerification(ctx: AccountContext, username: string) {
  await ctx.limit(RATE_RULES.verifyResendIp);
  const email = normalizeEmail(username);
  const perAccount = await consumeRateLimit(ctx.db, RATE_RULES.verifyResendAccount, email, ctx.now());
  if (!perAccount.allowed) return { success: true as const };
  const user = await findUserByEmail(ctx.db, email);
  const waiting = user && !user.emailVerifiedAt ? user : null;
  const token = await issueEmailToken(ctx.db, waiting?.id ?? null, 'verify_email', ctx.now(), email);
  if (waiting) {
    const link = `${ctx.origin}/prijava?verificationToken=${token}`;
    await ctx.mail(email, verificationEmail(ctx.shopName, waiting.firstName, link));
  }
  return { success: true as const };
}

/** Confirms a registration (then a welcome e-mail) or a changed e-mail address. */
export async function verifyEmail(ctx: AccountContext, token: string) {
  const row = await redeemEmailToken(ctx.db, token, ['verify_email', 'change_email'], ctx.now());
  if (!row?.userId) throw new AppError('INVALID_TOKEN');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new AppError('INVALID_TOKEN');
  if (row.purpose === 'change_email') {
    const newEmail = row.email!;
    const taken = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
      .limit(1);
    if (taken.length) throw new AppError('USER_EXISTS');
    await touchUser(ctx.db, user.id, {
      email: newEmail,
      pendingEmail: null,
      emailVerifiedAt: new Date(ctx.now()),
    });
    return { success: true as const };
  }
  if (!user.emailVerifiedAt) {
    await touchUser(ctx.db, user.id, { emailVerifiedAt: new Date(ctx.now()) });
    await ctx.mail(user.email, welcomeEmail(ctx.shopName, user.firstName, `${ctx.origin}/`));
  }
  return { success: true as const };
}

export async function customerProfile(ctx: Pick<AccountContext, 'db' | 'userId'>) {
  const user = await findUserById(ctx.db, signedIn(ctx));
  if (!user) throw new AppError('UNAUTHORIZED');
  return {
    id: user.id,
    email: user.email,
    pendingEmail: user.pendingEmail,
    emailVerified: user.emailVerifiedAt !== null,
    isBackofficeUser: user.isBackofficeUser,
    scope: user.scope,
    memberCardBarcode: user.memberCardBarcode,
    details: toDetails(user),
    addresses: await listAddresses(ctx.db, user.id),
    consents: await latestConsents(ctx.db, user.id),
  };
}

export async function adminProfile(ctx: Pick<AccountContext, 'db' | 'userId'>) {
  const user = await findUserById(ctx.db, signedIn(ctx));
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.isBackofficeUser) throw new AppError('FORBIDDEN');
  return {
    id: user.id,
    email: user.email,
    isBackofficeUser: true as const,
    scope: user.scope,
    details: toDetails(user),
  };
}

export type UpdateInput = ContractBody<'userWebUpdate'>;

const cardClaimOf = (input: { memberCardBarcode?: string | null; memberCardPin?: string }) => ({
  barcode: input.memberCardBarcode ?? '',
  pin: input.memberCardPin,
});

/**
 * A new e-mail waits as pendingEmail until its link is opened, so a typo never locks the owner out. Changing it
 * needs the password and is limited per account; the answer and the work are the same whether or not the new
 * address has an account, and the current address is told (docs/decisions/0094-email-change-asks-for-the-password.md).
 */
export async function updateProfile(ctx: AccountContext, input: UpdateInput) {
  const user = await findUserById(ctx.db, signedIn(ctx));
  if (!user) throw new AppError('UNAUTHORIZED');
  const newEmail = input.email === undefined ? undefined : normalizeEmail(input.email);
  const emailChange = newEmail !== undefined && newEmail !== user.email ? newEmail : null;
  // Checked before anything changes: a refused request changes nothing.
  if (emailChange) {
    await ctx.limit(RATE_RULES.emailChangeUser, `user:${user.id}`);
    if (!input.currentPassword)
      throw new AppError('VALIDATION_FAILED', field('currentPassword', 'required to change the e-mail'));
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('INCORRECT_PASSWORD');
  }
  const changes: Partial<typeof user> = {};
  if (input.details?.firstName !== undefined) changes.firstName = input.details.firstName;
  if (input.details?.lastName !== undefined) changes.lastName = input.details.lastName;
  if (input.memberCardBarcode !== undefined && input.memberCardBarcode !== user.memberCardBarcode) {
    // Only a card this account may claim is stored: known, active, free, and with its PIN unless already held
    // (docs/decisions/0136-member-card-claim-second-factor.md). Checked before anything changes.
    if (input.memberCardBarcode !== null) {
      await ctx.limit(RATE_RULES.memberCardClaim, input.memberCardBarcode);
      await checkCardClaim(ctx.db, cardClaimOf(input), user.id);
    }
    changes.memberCardBarcode = input.memberCardBarcode;
  }
  if (emailChange) changes.pendingEmail = emailChange;
  if (changes.memberCardBarcode) await claimCard(ctx.db, cardClaimOf(input), user.id);
  if (Object.keys(changes).length) await touchUser(ctx.db, user.id, changes);
  for (const status of ['granted', 'withdrawn'] as const) {
    const ids = (input.consents ?? []).filter((c) => c.status === status).map((c) => ({ id: c.id }));
    if (ids.length)
      await appendConsentLog(ctx.db, {
        status,
        sourceType: 'addressForm',
        consents: ids,
        userId: user.id,
        email: user.email,
      });
  }
  if (emailChange) await mailEmailChange(ctx, user, emailChange);
  return customerProfile(ctx);
}

/**
 * The same work for a free and a taken address: a token, a mail to the new address (the link, or "this address
 * already has an account, nothing changed") and a notice to the current one. The mail to the new address greets
 * nobody by name: nothing the requester typed reaches an address that is not proven to be theirs.
 */
async function mailEmailChange(
  ctx: AccountContext,
  user: { id: number; email: string; firstName: string },
  to: string,
) {
  const taken = await findUserByEmail(ctx.db, to);
  const token = await issueEmailToken(ctx.db, user.id, 'change_email', ctx.now(), to);
  const link = taken ? null : `${ctx.origin}/prijava?verificationToken=${token}`;
  await ctx.mail(to, newAddressEmail(ctx.shopName, link));
  await ctx.mail(user.email, emailChangeNoticeEmail(ctx.shopName, user.firstName, to));
}
