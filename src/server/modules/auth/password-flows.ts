import type { FastifyReply, FastifyRequest } from 'fastify';
import { passwordChangeSchema } from '@shared/validation/account.js';
import { errorCodeOf } from '@shared/validation/fields.js';
import { AppError } from '../../errors/index.js';
import { consumeRateLimit, enforceRateLimit, RATE_RULES } from '../../plugins/rate-limit.js';
import { requireCaptcha, type CaptchaSolution } from '../captcha/index.js';
import { noAccountResetEmail, passwordResetEmail, publicOrigin, sendEmail } from '../email/index.js';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  issueEmailToken,
  normalizeEmail,
  redeemEmailToken,
  touchUser,
  verifyPassword,
} from '../users/index.js';
import { clearAccountFailures } from './lockout.js';
import { revokeUserFamilies } from './refresh.js';

/**
 * The same answer and the same work whether or not the e-mail has an account (R8,
 * docs/decisions/0092-same-work-for-unknown-addresses.md): a token row and one queued mail either way, the reset
 * link to an account, a "no account with this address" note otherwise. Past the per-address limit nothing is
 * done, for either, still with the same answer, so the limit reveals nothing either.
 */
export async function forgotPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  captcha: CaptchaSolution,
) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.forgotIp);
  await requireCaptcha(app, captcha, request.ip);
  const email = normalizeEmail(username);
  const perAccount = await consumeRateLimit(app.db, RATE_RULES.forgotAccount, email, app.clock.now());
  if (!perAccount.allowed) return { success: true as const };
  const user = await findUserByEmail(app.db, email);
  const token = await issueEmailToken(app.db, user?.id ?? null, 'reset_password', app.clock.now(), email);
  const origin = publicOrigin(request);
  const mail = user
    ? passwordResetEmail(app.config.SHOP_NAME, user.firstName, `${origin}/zaboravljena-lozinka?token=${token}`)
    : noAccountResetEmail(app.config.SHOP_NAME, `${origin}/registracija`);
  await sendEmail(app, email, mail);
  return { success: true as const };
}

/** Reset by e-mailed token: ends every session and lifts a lockout (the owner proved the mailbox). */
export async function setPassword(request: FastifyRequest, reply: FastifyReply, token: string, password: string) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.tokenIp);
  const row = await redeemEmailToken(app.db, token, ['reset_password'], app.clock.now());
  const user = row?.userId ? await findUserById(app.db, row.userId) : undefined;
  if (!user) throw new AppError('INVALID_TOKEN');
  await touchUser(app.db, user.id, {
    passwordHash: await hashPassword(password),
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(app.clock.now()),
  });
  await revokeUserFamilies(app.db, user.id, 'password_reset', app.clock.now());
  await clearAccountFailures(app.db, user.email);
  return { success: true as const };
}

export interface ChangeInput {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/** Other devices are logged out; this login (the access token's family) stays. */
export async function changePassword(request: FastifyRequest, reply: FastifyReply, input: ChangeInput) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.passwordChangeUser, `user:${request.user!.id}`);
  const user = await findUserById(app.db, request.user!.id);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new AppError('INCORRECT_OLD_PASSWORD');
  // The form's own rules (repeated, different from the old one), checked again with the browser's schema.
  const checked = passwordChangeSchema.safeParse(input);
  if (!checked.success) throw new AppError(errorCodeOf(checked.error));
  await touchUser(app.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await revokeUserFamilies(app.db, user.id, 'password_change', app.clock.now(), request.authFamilyId);
  return { success: true as const };
}
