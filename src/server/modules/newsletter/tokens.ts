import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed tokens of the newsletter's links (docs/decisions/0206-newsletter-double-opt-in.md): the payload is
 * readable (address, ticked consents, expiry), the HMAC under the shop's secret makes it unforgeable, and the
 * purpose is part of what is signed, so a confirmation token never unsubscribes and neither is a captcha.
 */
export type NewsletterTokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

export interface NewsletterTokenPayload {
  email: string;
  /** The consents ticked on the form (confirmation only). */
  consents?: number[];
  /** Expiry in ms (confirmation only: 48 h); an unsubscribe link works for as long as mails are read. */
  exp?: number;
}

export const CONFIRM_TTL_MS = 48 * 3600_000;

const sign = (secret: Uint8Array, purpose: NewsletterTokenPurpose, payload: string) =>
  createHmac('sha256', Buffer.from(secret)).update(`${purpose}:${payload}`).digest('base64url');

export function signNewsletterToken(
  secret: Uint8Array,
  purpose: NewsletterTokenPurpose,
  body: NewsletterTokenPayload,
): string {
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The payload of a token signed for this purpose and not expired; null for anything else. */
export function readNewsletterToken(
  secret: Uint8Array,
  purpose: NewsletterTokenPurpose,
  token: string,
  nowMs: number,
): NewsletterTokenPayload | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { email, consents, exp } = body as Record<string, unknown>;
  if (typeof email !== 'string' || email.length === 0) return null;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= nowMs)) return null;
  if (consents !== undefined && !(Array.isArray(consents) && consents.every((c) => Number.isInteger(c) && c > 0)))
    return null;
  return {
    email,
    ...(consents ? { consents: consents as number[] } : {}),
    ...(exp !== undefined ? { exp: exp as number } : {}),
  };
}
