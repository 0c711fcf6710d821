import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// The home page of the demo club: a drawn picture per category, tile titles that fit, sponsor marks that load,
// and payment badges for the ways the shop takes payment, big enough to read.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

/** Brings an element into view and waits until its (lazy) image has loaded. */
async function loaded(page: Page, selector: string) {
  const images = page.locator(selector);
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    await images.nth(i).scrollIntoViewIfNeeded();
    // A fresh server makes each size and format on its first request: that can take a while on a busy machine.
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
  return images;
}

for (const width of [1440, 390]) {
  test(`the home page's tiles, sponsor marks and payment badges at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Kupuj po kategoriji' })).toBeVisible();

    const tiles = await loaded(page, '.tiles .tile__image');
    expect(await tiles.count()).toBe(6);
    const pictures = await tiles.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
    expect(new Set(pictures).size).toBe(6);
    // No tile title is cut: each fits its box ('Navijački program' wraps on a phone instead).
    for (const title of await page.locator('.tile__title').all()) {
      const { scroll, client } = await title.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll).toBeLessThanOrEqual(client);
    }

    await loaded(page, '.sponsors img');
    const badges = await loaded(page, '.payments img');
    expect(await badges.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      'Visa',
      'Mastercard',
      'Maestro',
      'Diners Club',
      'Plaćanje pouzećem',
      'Virmansko plaćanje',
    ]);
    for (const badge of await badges.all()) {
      const size = await badge.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().height,
        shownWidth: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
      }));
      // Readable: at least 32 px high, and drawn from a picture at least as wide as shown (not blown up).
      expect(size.shown).toBeGreaterThanOrEqual(32);
      expect(size.natural).toBeGreaterThanOrEqual(Math.floor(size.shownWidth));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
