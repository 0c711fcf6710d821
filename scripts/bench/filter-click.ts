// docs/targets.md P4 and docs/decisions/0238-filters-apply-at-once.md: what a filter click on a category page
// costs at 4x CPU slowdown, read in the page itself. The Event Timing API (PerformanceObserver 'event' entries)
// gives the click's time to its next paint (what INP is made of: input delay, handlers, the frame); the page's
// own clock gives the time until the grid shows the new list (aria-busy back to false with the filter in the URL).
import type { Browser } from 'puppeteer-core';

export interface FilterClickFigures {
  /** Click to the next paint, the longest event entry of the click's interaction (ms). */
  nextPaint: number;
  /** Click to the new list on screen (ms): the request and its render included. */
  gridUpdated: number;
}

export async function filterClick(browser: Browser, url: string, cookie: string): Promise<FilterClickFigures> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1350, height: 940 });
    const origin = new URL(url);
    await page.setCookie(
      ...cookie.split('; ').map((pair) => {
        const [name, value] = pair.split('=');
        return { name: name!, value: value ?? '', domain: origin.hostname, path: '/' };
      }),
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle0' });
    const swatch = await page.waitForSelector('.filter-swatch:not([disabled])', { visible: true, timeout: 30_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __clickEntries: number[] };
      w.__clickEntries = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if ((entry as PerformanceEventTiming & { interactionId?: number }).interactionId) {
            w.__clickEntries.push(entry.duration);
          }
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const before = page.url();
    const started = await page.evaluate(() => performance.now());
    await swatch!.click();
    await page.waitForFunction(
      (previous) =>
        location.href !== previous &&
        document.querySelector('[data-testid="category-results"]')?.getAttribute('aria-busy') === 'false',
      { timeout: 30_000, polling: 'raf' },
      before,
    );
    const settled = await page.evaluate(() => performance.now());
    // Event entries are delivered after their frame: give the observer a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const entries = await page.evaluate(() => (window as unknown as { __clickEntries: number[] }).__clickEntries);
    // No entry above the 16 ms threshold means the click painted within one frame.
    return { nextPaint: entries.length ? Math.max(...entries) : 16, gridUpdated: settled - started };
  } finally {
    await page.close();
  }
}
