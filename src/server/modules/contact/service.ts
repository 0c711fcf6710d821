import type { ContractBody } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import type { RateRule } from '../../platform/http/rate-limit.js';
import { CONTACT_TOPICS } from '@shared/validation/contact.js';
import type { CaptchaSolution } from '../captcha/index.js';
import { missingRequired } from '../consents/index.js';
import { type ContactMessage, contactCopyEmail, contactMessageEmail, type EmailContent } from '../email/index.js';
import { getCommerceSettings } from '../settings/index.js';

/** The contact form's limits (docs/decisions/0207-contact-form.md). */
export const CONTACT_RULES = {
  sendIp: { name: 'contact-ip', limit: 5, windowSec: 3600 },
  sendAddress: { name: 'contact-address', limit: 3, windowSec: 3600 },
} as const satisfies Record<string, RateRule>;

/** What the contact service works with (docs/decisions/0148-services-take-context-objects.md). */
export interface ContactContext {
  db: Db;
  shopName: string;
  /** Counts an attempt against the rule (per client address unless a subject is named); 429 past its limit. */
  limit: (rule: RateRule, subject?: string) => Promise<void>;
  captcha: (solution: CaptchaSolution) => Promise<void>;
  mail: (to: string, content: EmailContent) => Promise<void>;
}

/**
 * A message of the contact form: limited per client and per sender, the captcha and the form's required consents
 * checked, then one mail to the shop's address of the commerce settings and a copy to the sender, both queued in
 * the outbox.
 */
export async function sendContactMessage(ctx: ContactContext, input: ContractBody<'contactSend'>) {
  await ctx.limit(CONTACT_RULES.sendIp);
  const email = input.email.trim().toLowerCase();
  await ctx.limit(CONTACT_RULES.sendAddress, email);
  await ctx.captcha(input.captcha);
  const missing = await missingRequired(ctx.db, 'contactForm', input.consents);
  if (missing.length > 0) throw new AppError('CONSENT_REQUIRED', { payload: { missing } });
  const { seller } = await getCommerceSettings(ctx.db);
  const message: ContactMessage = {
    topic: CONTACT_TOPICS[input.topic],
    name: input.name.trim(),
    email,
    orderNumber: input.orderNumber?.trim() || null,
    message: input.message.trim(),
  };
  await ctx.mail(seller.email, contactMessageEmail(ctx.shopName, message));
  await ctx.mail(email, contactCopyEmail(ctx.shopName, message));
  return { success: true as const };
}
