import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
/**
 * The refresh and logout calls receive the cookie (docs/decisions/0011-access-and-refresh-tokens.md,
 * 0042-logout-ends-the-session.md): logout revokes the cookie's own family, so it works with an expired access token.
 */
export const REFRESH_COOKIE_PATH = '/api/v1';
/** Where the cookie lived before: cleared on logout and on a failed refresh so no old copy outlives the session. */
const LEGACY_REFRESH_COOKIE_PATH = '/api/v1/refresh';
/**
 * A readable twin of the refresh cookie carrying no secret, only "a session may exist": the SPA skips the
 * refresh call on start when it is absent, so anonymous page views cost no request, no 401 and no rate-limit count.
 */
export const SESSION_HINT_COOKIE = 'fs_session';

export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
  }
  return null;
}

function secure(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.PUBLIC_URL;
  return request.protocol === 'https' || (publicUrl?.startsWith('https://') ?? false);
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSec: number) {
  const maxAge = `Max-Age=${Math.max(0, Math.floor(maxAgeSec))}`;
  const attrs = [`${REFRESH_COOKIE}=${token}`, `Path=${REFRESH_COOKIE_PATH}`, maxAge, 'HttpOnly', 'SameSite=Strict'];
  const hint = [`${SESSION_HINT_COOKIE}=1`, 'Path=/', maxAge, 'SameSite=Strict'];
  if (secure(request)) {
    attrs.push('Secure');
    hint.push('Secure');
  }
  reply.header('set-cookie', [attrs.join('; '), hint.join('; ')]);
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  const cleared = [REFRESH_COOKIE_PATH, LEGACY_REFRESH_COOKIE_PATH].map((path) => [
    `${REFRESH_COOKIE}=`,
    `Path=${path}`,
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Strict',
  ]);
  const hint = [`${SESSION_HINT_COOKIE}=`, 'Path=/', 'Max-Age=0', 'SameSite=Strict'];
  if (secure(request)) {
    for (const attrs of cleared) attrs.push('Secure');
    hint.push('Secure');
  }
  reply.header('set-cookie', [...cleared.map((attrs) => attrs.join('; ')), hint.join('; ')]);
}
