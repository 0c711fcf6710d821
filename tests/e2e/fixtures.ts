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

/**
 * What React reports when the browser's first render differs from the server's HTML (in production the errors
 * are minified: #418 text or element, #419/#421/#422/#423 a boundary, #425 text content).
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

export const test = base.extend({
  // Every journey fails on a hydration error or warning (docs/decisions/0106-server-rendering.md).
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
    });
    await use(page);
    expect(problems, 'hydration errors or warnings in the console').toEqual([]);
  },
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
