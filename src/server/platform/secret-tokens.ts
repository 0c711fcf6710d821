import { createHash, randomBytes } from 'node:crypto';

// Random tokens and their stored digests, shared by every module that issues a link or a session
// (docs/decisions/0028-single-purpose-random-tokens.md): 256 random bits, kept only as SHA-256.
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
