import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../platform/secret-tokens.js';

/**
 * A guest's consent session (docs/decisions/0093-guest-consents-belong-to-the-session.md): a random HttpOnly cookie,
 * made on the guest's first consent decision; the log keeps only its SHA-256, so the rows of one browser belong
 * together and to nothing else.
 */
export const GUEST_COOKIE = 'fs_guest';
const GUEST_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;

function readGuestCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== GUEST_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  }
  return null;
}

/** The digest of the guest's session, starting one (and setting its cookie) when the request has none. */
export function guestSession(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readGuestCookie(request);
  if (existing) return sha256(existing);
  const token = randomToken();
  const publicUrl = request.server.config.PUBLIC_URL;
  const secure = request.protocol === 'https' || (publicUrl?.startsWith('https://') ?? false);
  const attrs = [
    `${GUEST_COOKIE}=${token}`,
    'Path=/api/v1/gdpr',
    `Max-Age=${GUEST_COOKIE_MAX_AGE_SEC}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attrs.push('Secure');
  reply.header('set-cookie', attrs.join('; '));
  return sha256(token);
}
