import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Colour swatches carry their names and counts: visible beside the dot, in the tooltip and in the accessible name.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test('the colour filter names each swatch with its count', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/shop/dresovi');
  const swatches = page.locator('.filter-swatch');
  await expect(swatches.first()).toBeVisible();
  const count = await swatches.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    const swatch = swatches.nth(i);
    const name = (await swatch.getAttribute('aria-label'))!;
    expect(name).toMatch(/^\S.* \(\d+\)$/);
    await expect(swatch).toHaveAttribute('title', name);
    await expect(swatch.locator('.filter-swatch__name')).toBeVisible();
    expect((await swatch.innerText()).replace(/\s+/g, ' ').trim()).toBe(name);
  }
});

// A click shows at once: the swatch is pressed and the grid says it is about to change (dimmed, aria-busy) while
// the new list loads (docs/decisions/0238-filters-apply-at-once.md); the URL carries the filter's slug.
test('a filter click shows the choice at once and the grid is pending until the new list is in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/shop/dresovi');
  const results = page.getByTestId('category-results');
  await expect(results.locator('.product-grid > li').first()).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const swatch = page.locator('.filter-swatch').first();
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true', { timeout: 300 });
  await expect(page).toHaveURL(/[?&]boja=[a-z][a-z0-9-]*$/);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.locator('.product-grid > li').first()).toBeVisible();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
});
