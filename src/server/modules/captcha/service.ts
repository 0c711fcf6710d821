import type { FastifyInstance } from 'fastify';
import { lt } from 'drizzle-orm';
import { captchaUsed } from '../../platform/db/schema/auth.js';
import { AppError } from '../../platform/errors/index.js';
import { checkSolution, issueChallenge } from './pow.js';

export type CaptchaSolution = { challenge: string; nonce: string } | { recaptchaToken: string };

export function captchaChallenge(app: FastifyInstance) {
  const { RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY, CAPTCHA_DIFFICULTY } = app.config;
  if (RECAPTCHA_SECRET && RECAPTCHA_SITE_KEY) return { provider: 'recaptcha' as const, siteKey: RECAPTCHA_SITE_KEY };
  const { challenge, expiresAt } = issueChallenge(app.authSecret, CAPTCHA_DIFFICULTY, app.clock.now());
  return {
    provider: 'pow' as const,
    challenge,
    difficulty: CAPTCHA_DIFFICULTY,
    algorithm: 'SHA-256' as const,
    expiresAt: expiresAt.toISOString(),
  };
}

/** reCAPTCHA v2 siteverify (form-encoded POST; answers { success }); the URL is configurable for a local stand-in. */
async function verifyRecaptcha(app: FastifyInstance, token: string, remoteip: string): Promise<boolean> {
  try {
    const res = await fetch(app.config.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: app.config.RECAPTCHA_SECRET!, response: token, remoteip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch (err) {
    app.log.warn({ err }, 'recaptcha siteverify failed');
    return false;
  }
}

/** Throws CAPTCHA_FAILED unless the solution is valid for the configured provider (and, for PoW, unused). */
export async function requireCaptcha(app: FastifyInstance, solution: CaptchaSolution, remoteip: string) {
  if (app.config.RECAPTCHA_SECRET) {
    if (!('recaptchaToken' in solution) || !(await verifyRecaptcha(app, solution.recaptchaToken, remoteip)))
      throw new AppError('CAPTCHA_FAILED');
    return;
  }
  if (!('challenge' in solution)) throw new AppError('CAPTCHA_FAILED');
  const now = app.clock.now();
  const solved = checkSolution(app.authSecret, solution.challenge, solution.nonce, now);
  if (!solved) throw new AppError('CAPTCHA_FAILED');
  const inserted = await app.db
    .insert(captchaUsed)
    .values({ id: solved.id.slice(0, 32), expiresAt: new Date(solved.exp) })
    .onConflictDoNothing()
    .returning({ id: captchaUsed.id });
  if (inserted.length === 0) throw new AppError('CAPTCHA_FAILED');
  // Expired ids can never be replayed (the signature check refuses them first), so they need not be kept.
  await app.db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, new Date(now)));
}
