import type { Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Screenshots of the catalogue (docs/screens/catalogue-*.png) at 1440 and 390 px.
const screens = {
  list: '/shop/dresovi',
  product: '/product/domaci-dres-2025-26',
  bundle: '/product/paket-domaci-komplet',
  search: '/pretraga?search=dres',
};

async function settle(page: Page) {
  // Banner and popup were dismissed by cookie before navigation; the page is ready once its heading shows.
  await expect(page.locator('h1').first()).toBeVisible();
  // The footer loads after the first view: the page is whole once it is there.
  await expect(page.locator('.site-footer')).toBeVisible();
  // Lazy images load once scrolled into view. The steps are driven from here, a bounded number of them, so
  // neither the page's timers nor a page that grows while scrolled can keep this loop going; the height is read
  // at each step, since the footer loads after the first view and makes the page longer.
  for (let y = 0, step = 0; step < 20 && y < (await page.evaluate(() => document.body.scrollHeight)); step++) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
    y += 600;
  }
  // A full-page shot shows what is below the fold too: images the quick scroll passed before they started are
  // asked for now.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  // Every image on screen has loaded (hidden ones, e.g. the desktop menu at 390 px, never load).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()));
}

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  for (const [name, url] of Object.entries(screens)) {
    test(`screenshot ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await settle(page);
      await page.screenshot({ path: screenPath(`catalogue-${name}-${width}`), fullPage: true });
    });
  }
}
