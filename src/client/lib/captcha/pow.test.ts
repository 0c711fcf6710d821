import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solvePow } from './pow.js';

describe('proof-of-work captcha', () => {
  it('should count the leading zero bits of a digest', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x1f, 0xff]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('should find a nonce whose SHA-256 starts with the asked zero bits, as the server checks it', async () => {
    const nonce = await solvePow('challenge-abc', 12);
    const digest = createHash('sha256').update(`challenge-abc:${nonce}`).digest();
    expect(leadingZeroBits(new Uint8Array(digest))).toBeGreaterThanOrEqual(12);
  });
});
