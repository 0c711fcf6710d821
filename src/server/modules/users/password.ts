import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (docs/decisions/0011-access-and-refresh-tokens.md): m=19456 KiB, t=2, p=1. The library's default algorithm is argon2id. */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
