import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { newsletterSubscribers } from '../../platform/db/schema/newsletter.js';
import { AppError } from '../../platform/errors/index.js';
import { consumeRateLimit, type RateRule } from '../../platform/http/rate-limit.js';
import { sha256 } from '../../platform/secret-tokens.js';
import { appendConsentLog, consentIdByNumber, missingRequired } from '../consents/index.js';
import { type EmailContent, newsletterConfirmEmail } from '../email/index.js';
import { CONFIRM_TTL_MS, readNewsletterToken, signNewsletterToken } from './tokens.js';

/** The newsletter's limits (docs/decisions/0206-newsletter-double-opt-in.md). */
export const NEWSLETTER_RULES = {
  subscribeIp: { name: 'newsletter-ip', limit: 10, windowSec: 3600 },
  subscribeAddress: { name: 'newsletter-address', limit: 3, windowSec: 3600 },
  linkIp: { name: 'newsletter-link-ip', limit: 30, windowSec: 60 },
} as const satisfies Record<string, RateRule>;

/** What the newsletter's services work with (docs/decisions/0148-services-take-context-objects.md). */
export interface NewsletterContext {
  db: Db;
  now: () => number;
  secret: Uint8Array;
  shopName: string;
  origin: string;
  /** Counts an attempt against the rule per client address; 429 past its limit. */
  limit: (rule: RateRule) => Promise<void>;
  mail: (to: string, content: EmailContent) => Promise<void>;
}

const normalize = (email: string) => email.trim().toLowerCase();

/** The consent log's guest subject of a newsletter address: its own session key, the address kept as a claim. */
const subjectOf = (email: string) => ({
  userId: null,
  guestSession: `newsletter:${sha256(email)}`,
  claimedEmail: email,
});

/** The unsubscribe link of every newsletter mail to this address. */
export function unsubscribeLink(ctx: Pick<NewsletterContext, 'secret' | 'origin'>, email: string): string {
  const token = signNewsletterToken(ctx.secret, 'newsletter-unsubscribe', { email: normalize(email) });
  return `${ctx.origin}/newsletter/odjava?token=${token}`;
}

/**
 * A sign-up: checks the form's required consents, then mails the confirmation link. The answer and the work are the
 * same for every address (subscribed or not); past the per-address limit nothing more is sent.
 */
export async function subscribe(ctx: NewsletterContext, input: { email: string; consents: number[] }) {
  await ctx.limit(NEWSLETTER_RULES.subscribeIp);
  const missing = await missingRequired(ctx.db, 'newsletter', input.consents);
  if (missing.length > 0) throw new AppError('CONSENT_REQUIRED', { payload: { missing } });
  const email = normalize(input.email);
  const perAddress = await consumeRateLimit(ctx.db, NEWSLETTER_RULES.subscribeAddress, email, ctx.now());
  if (!perAddress.allowed) return { success: true as const };
  await mailConfirmation(
    ctx,
    email,
    [...new Set(input.consents)].sort((a, b) => a - b),
  );
  return { success: true as const };
}

/**
 * The newsletter box of the registration form: the same confirmation mail as the footer's sign-up, with the
 * newsletter form's consents that were ticked there; nothing when the newsletter's own consent was not ticked.
 * Sent for a known address as for a new one, so registration still answers and works the same for both.
 */
export async function requestFromRegistration(
  ctx: Pick<NewsletterContext, 'db' | 'now' | 'secret' | 'shopName' | 'origin' | 'mail'>,
  email: string,
  accepted: number[],
): Promise<void> {
  const newsletterConsent = await consentIdByNumber(ctx.db, 'newsletter');
  if (newsletterConsent === null || !accepted.includes(newsletterConsent)) return;
  if ((await missingRequired(ctx.db, 'newsletter', accepted)).length > 0) return;
  const address = normalize(email);
  if (!(await consumeRateLimit(ctx.db, NEWSLETTER_RULES.subscribeAddress, address, ctx.now())).allowed) return;
  await mailConfirmation(
    ctx,
    address,
    [...new Set(accepted)].sort((a, b) => a - b),
  );
}

async function mailConfirmation(
  ctx: Pick<NewsletterContext, 'now' | 'secret' | 'shopName' | 'origin' | 'mail'>,
  email: string,
  consents: number[],
) {
  const token = signNewsletterToken(ctx.secret, 'newsletter-confirm', {
    email,
    consents,
    exp: ctx.now() + CONFIRM_TTL_MS,
  });
  const confirmHref = `${ctx.origin}/newsletter/potvrda?token=${token}`;
  await ctx.mail(email, newsletterConfirmEmail(ctx.shopName, confirmHref, unsubscribeLink(ctx, email)));
}

/** The confirmation click: subscribes the address and logs the consents it was given with (once). */
export async function confirm(ctx: NewsletterContext, token: string) {
  await ctx.limit(NEWSLETTER_RULES.linkIp);
  const body = readNewsletterToken(ctx.secret, 'newsletter-confirm', token, ctx.now());
  if (!body?.consents) throw new AppError('INVALID_TOKEN');
  const email = body.email;
  const consents = body.consents;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    if (row?.status === 'subscribed') return;
    const now = new Date(ctx.now());
    await tx
      .insert(newsletterSubscribers)
      .values({ email, status: 'subscribed', confirmedAt: now, unsubscribedAt: null })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { status: 'subscribed', confirmedAt: now, unsubscribedAt: null },
      });
    await appendConsentLog(tx, {
      ...subjectOf(email),
      status: 'granted',
      sourceType: 'newsletter',
      consents: consents.map((id) => ({ id })),
    });
  });
  return { status: 'subscribed' as const, email };
}

/** The unsubscribe link: ends the subscription and logs the newsletter consent's withdrawal (once). */
export async function unsubscribe(ctx: NewsletterContext, token: string) {
  await ctx.limit(NEWSLETTER_RULES.linkIp);
  const body = readNewsletterToken(ctx.secret, 'newsletter-unsubscribe', token, ctx.now());
  if (!body) throw new AppError('INVALID_TOKEN');
  const email = body.email;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    if (!row || row.status === 'unsubscribed') return;
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(ctx.now()) })
      .where(eq(newsletterSubscribers.email, email));
    const newsletterConsent = await consentIdByNumber(tx, 'newsletter');
    if (newsletterConsent !== null)
      await appendConsentLog(tx, {
        ...subjectOf(email),
        status: 'withdrawn',
        sourceType: 'newsletter',
        consents: [{ id: newsletterConsent }],
      });
  });
  return { status: 'unsubscribed' as const, email };
}
