import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SEC = 900;
export const TOKEN_ISSUER = 'fan-shop';
export const TOKEN_AUDIENCE = 'fan-shop-api';

export interface AccessClaims {
  id: number;
  email: string;
  isBackofficeUser: boolean;
  scope: string[];
  /** The refresh-token family of this login (logout and password change act on it). */
  familyId: string;
}

/**
 * AUTH_SECRET, or a random secret generated once into DATA_DIR/auth-secret (0600), so a fresh clone runs
 * without configuration and tokens survive restarts.
 */
export async function loadAuthSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return new TextEncoder().encode(existing);
  } catch {
    // First start: generated below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: processes starting together on one data folder all
  // end up with the one secret that was linked first, never a half-written file (docs/decisions/0145-several-processes.md).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, secret, { mode: 0o600 });
  await chmod(draft, 0o600).catch(() => {});
  try {
    await link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const linkedFirst = (await readFile(file, 'utf8')).trim();
    if (linkedFirst.length >= 32) return new TextEncoder().encode(linkedFirst);
    // A secret too short to sign with (cut, edited by hand) is replaced, as on a first start.
    await rename(draft, file);
  } finally {
    await unlink(draft).catch(() => {});
  }
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, nowMs: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({
    email: claims.email,
    bo: claims.isBackofficeUser,
    scope: claims.scope.join(' '),
    sid: claims.familyId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SEC)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Only HS256 with our issuer and audience passes: alg none, other algorithms and audiences are refused. */
export async function verifyAccessToken(secret: Uint8Array, token: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id < 1 || typeof payload.email !== 'string' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const scope = typeof payload.scope === 'string' && payload.scope ? payload.scope.split(' ') : [];
    return {
      ok: true,
      claims: { id, email: payload.email, isBackofficeUser: payload.bo === true, scope, familyId: payload.sid },
    };
  } catch (err) {
    return { ok: false, reason: (err as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

/**
 * The login session named by an access token that is ours but may have expired: its signature, issuer and audience are
 * checked at the moment it says it was issued, so only the expiry is overlooked. Logout ends that session even when
 * the tab sat idle past the token's 15 minutes and sends no refresh cookie (docs/decisions/0042-logout-ends-the-session.md).
 */
export async function familyOfSignedToken(secret: Uint8Array, token: string): Promise<string | null> {
  let issuedAt: number | undefined;
  try {
    issuedAt = decodeJwt(token).iat;
  } catch {
    return null;
  }
  if (typeof issuedAt !== 'number' || !Number.isFinite(issuedAt)) return null;
  const result = await verifyAccessToken(secret, token, issuedAt * 1000);
  return result.ok ? result.claims.familyId : null;
}
