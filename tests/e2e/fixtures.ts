import { test as base, expect } from '@playwright/test';
import { createHash } from 'node:crypto';

/**
 * Every journey is its own shopper: the e2e server trusts the loopback proxy (TRUST_PROXY=127.0.0.1) and each
 * test sends a distinct X-Forwarded-For, so the per-IP limits of docs/targets.md R7/R8 count one journey, as they
 * would count one visitor behind a real proxy, instead of the whole parallel suite sharing 127.0.0.1.
 */
function clientIpFor(testId: string, repeat: number, retry: number): string {
  const [a, b, c] = createHash('sha256').update(`${testId}:${repeat}:${retry}`).digest();
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'X-Forwarded-For': clientIpFor(testInfo.testId, testInfo.repeatEachIndex, testInfo.retry),
    });
  },
});

export { expect };

/**
 * Where a review screenshot goes: `docs/screens/` when refreshing them on purpose (`npm run screens`), otherwise
 * `test-results/screens/`, so that an ordinary `npm test` never rewrites tracked files.
 */
export function screenPath(name: string): string {
  return `${process.env.UPDATE_SCREENS ? 'docs/screens' : 'test-results/screens'}/${name}.png`;
}
