import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Self-hosted proof of work: an HMAC-signed challenge (id, expiry, difficulty) the browser solves with SHA-256. */
export const POW_TTL_MS = 10 * 60_000;

export interface PowChallenge {
  id: string;
  exp: number;
  difficulty: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const sign = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', Buffer.from(secret)).update(`captcha:${payload}`).digest('base64url');

export function issueChallenge(
  secret: Uint8Array,
  difficulty: number,
  nowMs: number,
): { challenge: string; expiresAt: Date } {
  const payload = b64(JSON.stringify({ id: randomBytes(16).toString('hex'), exp: nowMs + POW_TTL_MS, difficulty }));
  return { challenge: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(nowMs + POW_TTL_MS) };
}

/** Leading zero bits of SHA-256(challenge + ":" + nonce). */
export function leadingZeroBits(challenge: string, nonce: string): number {
  const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

/** The signed, unexpired challenge if the nonce solves it; null otherwise. Single use is the caller's job. */
export function checkSolution(
  secret: Uint8Array,
  challenge: string,
  nonce: string,
  nowMs: number,
): PowChallenge | null {
  const [payload, mac] = challenge.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: PowChallenge;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PowChallenge;
  } catch {
    return null;
  }
  if (typeof parsed.id !== 'string' || typeof parsed.exp !== 'number' || typeof parsed.difficulty !== 'number')
    return null;
  if (parsed.exp <= nowMs) return null;
  return leadingZeroBits(challenge, nonce) >= parsed.difficulty ? parsed : null;
}

/** Solver used by tests and scripts (the browser runs the same loop with SubtleCrypto). */
export function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) if (leadingZeroBits(challenge, String(nonce)) >= difficulty) return String(nonce);
}
