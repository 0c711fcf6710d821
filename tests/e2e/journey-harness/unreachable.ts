import type { Page } from '@playwright/test';

/**
 * Does `act` while the calls to `path` (the end of the URL, or a pattern) are lost as on a dropped connection: the
 * browser's request is aborted, no answer is made up (docs/decisions/0165-one-journey-harness.md). Waits until one
 * has failed, then lets them through again.
 */
export async function whileUnreachable(page: Page, path: string | RegExp, act: () => Promise<unknown>) {
  const matches = (url: URL | string) =>
    typeof path === 'string' ? String(url).endsWith(path) : path.test(String(url));
  await page.route(matches, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => matches(request.url()));
  await act();
  await failed;
  await page.unroute(matches);
}
