import { passwordChangeSchema } from '@shared/validation/account.js';
import { errorCodeOf } from '@shared/validation/fields.js';
import { AppError } from '../../platform/errors/index.js';
import { consumeRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import type { CaptchaSolution } from '../captcha/index.js';
import { noAccountResetEmail, passwordResetEmail } from '../email/index.js';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  issueEmailToken,
  normalizeEmail,
  redeemEmailToken,
  signedIn,
  storePassword,
  verifyPassword,
} from '../users/index.js';
import type { AuthContext } from './context.js';
import { clearAccountFailures } from './lockout.js';
import { revokeUserFamilies } from './refresh.js';

/**
 * The same answer and the same work whether or not the e-mail has an account (R8,
 * docs/decisions/0092-same-work-for-unknown-addresses.md): a token row and one queued mail either way, the reset
 * link to an account, a "no account with this address" note otherwise. Past the per-address limit nothing is
 * done, for either, still with the same answer, so the limit reveals nothing either.
 */
export async function forgotPassword(ctx: AuthContext, username: string, captcha: CaptchaSolution) {
  await ctx.limit(RATE_RULES.forgotIp);
  await ctx.captcha(captcha);
  const email = normalizeEmail(username);
  const perAccount = await consumeRateLimit(ctx.db, RATE_RULES.forgotAccount, email, ctx.now());
  if (!perAccount.allowed) return { success: true as const };
  const user = await findUserByEmail(ctx.db, email);
  const token = await issueEmailToken(ctx.db, user?.id ?? null, 'reset_password', ctx.now(), email);
  const mail = user
    ? passwordResetEmail(ctx.shopName, user.firstName, `${ctx.origin}/zaboravljena-lozinka?token=${token}`)
    : noAccountResetEmail(ctx.shopName, `${ctx.origin}/registracija`);
  await ctx.mail(email, mail);
  return { success: true as const };
}

/**
 * Reset by e-mailed token, or a staff invitation's first password: ends every session and lifts a lockout (the owner
 * proved the mailbox).
 */
export async function setPassword(ctx: AuthContext, token: string, password: string) {
  await ctx.limit(RATE_RULES.tokenIp);
  const row = await redeemEmailToken(ctx.db, token, ['reset_password', 'staff_invite'], ctx.now());
  const user = row?.userId ? await findUserById(ctx.db, row.userId) : undefined;
  if (!user) throw new AppError('INVALID_TOKEN');
  await storePassword(ctx.db, user.id, await hashPassword(password), user.emailVerifiedAt ?? new Date(ctx.now()));
  await revokeUserFamilies(ctx.db, user.id, 'password_reset', ctx.now());
  await clearAccountFailures(ctx.db, user.email);
  return { success: true as const };
}

export interface ChangeInput {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/** Other devices are logged out; this login (the access token's family) stays. */
export async function changePassword(ctx: AuthContext, input: ChangeInput) {
  const userId = signedIn(ctx);
  await ctx.limit(RATE_RULES.passwordChangeUser, `user:${userId}`);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('INCORRECT_OLD_PASSWORD');
  // The form's own rules (repeated, different from the old one), checked again with the browser's schema.
  const checked = passwordChangeSchema.safeParse(input);
  if (!checked.success) throw new AppError(errorCodeOf(checked.error));
  await storePassword(ctx.db, user.id, await hashPassword(input.newPassword));
  await revokeUserFamilies(ctx.db, user.id, 'password_change', ctx.now(), ctx.familyId);
  return { success: true as const };
}
