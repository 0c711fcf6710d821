import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { enforceRateLimit, type RateRule } from '../../platform/http/rate-limit.js';
import { type CaptchaSolution, requireCaptcha } from '../captcha/index.js';
import { type EmailContent, publicOrigin, sendEmail } from '../email/index.js';

/**
 * What an account service works with, as the cart's and the checkout's do (docs/decisions/0148-services-take-context-objects.md):
 * the database, the clock, the shop's name and public origin, who is asking, and the request's own effects
 * (counting an attempt against a rate rule, checking a captcha, sending an e-mail). Routes make it; the services
 * never see Fastify's request or reply.
 */
export interface AccountContext {
  db: Db;
  now: () => number;
  shopName: string;
  /** The shop's public origin, for the links the e-mails carry. */
  origin: string;
  /** The client's address (rate limits and lockouts per source). */
  ip: string;
  /** The signed-in user's id, or null for a visitor. */
  userId: number | null;
  /** Counts an attempt against the rule (per client address unless a subject is named); 429 past its limit. */
  limit: (rule: RateRule, subject?: string) => Promise<void>;
  /** Refuses a missing or wrong captcha solution. */
  captcha: (solution: CaptchaSolution) => Promise<void>;
  /** Queues an e-mail and sends it after the answer (outbox or SMTP). */
  mail: (to: string, content: EmailContent) => Promise<void>;
  /** The shop's secret, which signs the newsletter's links (docs/decisions/0206-newsletter-double-opt-in.md). */
  secret: Uint8Array;
}

export function accountContext(request: FastifyRequest, reply: FastifyReply): AccountContext {
  const app = request.server;
  return {
    db: app.db,
    now: () => app.clock.now(),
    shopName: app.config.SHOP_NAME,
    origin: publicOrigin(request),
    ip: request.ip,
    userId: request.user?.id ?? null,
    limit: async (rule, subject) => void (await enforceRateLimit(request, reply, rule, subject)),
    captcha: (solution) => requireCaptcha(app, solution, request.ip),
    mail: async (to, content) => void (await sendEmail(app, to, content)),
    secret: app.authSecret,
  };
}

/** The signed-in user's id; routes that need one run requireUser first, so this refusal is a second line. */
export function signedIn(ctx: Pick<AccountContext, 'userId'>): number {
  if (ctx.userId === null) throw new AppError('UNAUTHORIZED');
  return ctx.userId;
}
