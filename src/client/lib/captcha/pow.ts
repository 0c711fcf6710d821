/**
 * The self-hosted proof-of-work captcha (contract: CaptchaChallenge provider pow): find a decimal nonce such
 * that SHA-256 of `challenge + ":" + nonce` starts with `difficulty` zero bits. Runs in a Web Worker in the
 * browser; pure and Web Crypto only, so Node runs the same code in tests.
 */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export async function solvePow(challenge: string, difficulty: number, maxTries = 50_000_000): Promise<string> {
  const encoder = new TextEncoder();
  for (let nonce = 0; nonce < maxTries; nonce++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)));
    if (leadingZeroBits(digest) >= difficulty) return String(nonce);
  }
  throw new Error('captcha: no solution found');
}
