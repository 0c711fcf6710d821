import { test as base, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { SSR_STATE_ID } from '../../src/shared/page-render.js';
import { recordFlows } from './flow-log/recorder.js';

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

/**
 * A journey acts as a shopper who waits for the page to work: after a full load (goto, reload) it waits until the
 * browser has taken over the server's HTML (`#root[data-hydrated]`, set by src/client/main.tsx) or the page was
 * rendered in the browser alone. The click made before that is tested on its own (ssr-hydration.spec.ts), with
 * `waitUntil: 'commit'`, which skips this wait.
 */
function waitForTheAppOnLoad(page: Page): void {
  const ready = () =>
    page.waitForFunction((stateId) => {
      const root = document.getElementById('root');
      const serverRendered = document.getElementById(stateId) !== null;
      return !root || !serverRendered || root.hasAttribute('data-hydrated');
    }, SSR_STATE_ID);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await ready();
    return response;
  };
}

export const test = base.extend({
  // Every journey reports the machine transitions it took (docs/decisions/0166-e2e-flow-coverage.md).
  context: async ({ context }, use, testInfo) => {
    const finish = await recordFlows(context, testInfo);
    await use(context);
    await finish();
  },
  // Every journey fails on a hydration error or warning (docs/decisions/0106-server-rendering.md).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheAppOnLoad(page);
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
