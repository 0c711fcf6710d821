import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// The profile's lista_zelja tab is the spec's grid: three cards a row on a desktop, two on a phone, no bullets.
// The back-office account keeps its own wishlist, so this journey does not touch the demo customer's
// (tests/e2e/cart-wishlist.spec.ts).

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

const ACCOUNT = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const WISHED = 4;

test('the wishlist tab is a grid of cards without bullets at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(ACCOUNT.email);
  await page.getByLabel('Lozinka').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.')).toBeVisible();

  await page.goto('/shop/dresovi');
  const hearts = page.locator('.product-card').getByRole('button', { name: /na listu želja|s liste želja/ });
  for (let i = 0; i < WISHED; i += 1) {
    const heart = hearts.nth(i);
    // One wishlist change at a time: a heart clicked while the previous one is saved may be ignored.
    await expect(async () => {
      if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }

  await page.goto('/profil?tab=lista_zelja');
  const list = page.getByRole('list', { name: 'Lista želja' });
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(WISHED);
  await expect(items.first().locator('img').first()).toBeVisible();
  expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  // Three a row: the first three share a top, the fourth starts the next row; a card is a card, not a banner.
  expect(boxes[1]!.top).toBeCloseTo(boxes[0]!.top, 0);
  expect(boxes[2]!.top).toBeCloseTo(boxes[0]!.top, 0);
  expect(boxes[3]!.top).toBeGreaterThan(boxes[0]!.bottom - 1);
  expect(boxes[0]!.width).toBeLessThan(400);
  await page.screenshot({ path: screenPath('wishlist-tab-1440'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const small = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  expect(small[1]!.top).toBeCloseTo(small[0]!.top, 0);
  expect(small[2]!.top).toBeGreaterThan(small[0]!.bottom - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenPath('wishlist-tab-390'), fullPage: true });
});
