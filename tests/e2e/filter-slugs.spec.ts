import type { Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

// Filter URLs name values by slug (docs/decisions/0235-filter-value-slugs.md), an old numeric link shows the
// same list and is rewritten to slugs, a click applies at once (docs/decisions/0238-filters-apply-at-once.md), and
// the search page sorts and filters like a category, with one search field on a phone.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

const names = (page: Page, scope: string) => page.locator(`${scope} .product-card__name`).allTextContents();

async function openPanel(page: Page, width: number) {
  if (width < 1024) await page.getByRole('button', { name: /^Filteri/ }).click();
  return page.getByRole('complementary', { name: 'Filteri' });
}
async function closePanel(page: Page, width: number) {
  if (width < 1024) await page.getByRole('button', { name: 'Prikaži proizvode' }).click();
}

for (const width of [1440, 390]) {
  test(`at ${width} px filters read as slugs, old id links still work, search sorts and filters`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shop/dresovi');
    const results = page.getByTestId('category-results');
    await expect(results.locator('.product-grid > li').first()).toBeVisible();

    // A click: the size is pressed and a chip shows it, the URL names it by slug.
    let panel = await openPanel(page, width);
    const size = panel.getByRole('button', { name: /^M \(/ });
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Ukloni filter M' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]velicina=m$/);
    await panel.getByRole('button', { name: /^Plava \(/ }).click();
    await expect(page).toHaveURL(/velicina=m&boja=plava$/);
    await closePanel(page, width);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await page.waitForLoadState('networkidle');
    const bySlug = await names(page, '.category-main');
    expect(bySlug.length).toBeGreaterThan(0);
    const count = await page.locator('.category-head__count').textContent();
    await page.screenshot({ path: screenPath(`filter-slugs-category-${width}`), fullPage: false });

    // The same values by the ids an old link carries: the same list, and the address is rewritten to slugs.
    type Facet = { attributeCode: string; values: Array<{ attributeID: number; slug: string }> };
    const facets = (await callApi(page.request, 'POST', '/api/v1/product/web/layeredNavigation', {
      mainCategory: 'dresovi',
    })) as Facet[];
    const id = (code: string, slug: string) =>
      facets.find((f) => f.attributeCode === code)!.values.find((v) => v.slug === slug)!.attributeID;
    const ids = { m: id('velicina', 'm'), plava: id('boja', 'plava') };
    await page.goto(`/shop/dresovi?velicina=${ids.m}&boja=${ids.plava}`);
    await expect(page).toHaveURL(/velicina=m&boja=plava$/);
    await expect(page.locator('.category-head__count')).toHaveText(count!);
    await expect.poll(() => names(page, '.category-main')).toEqual(bySlug);
    panel = await openPanel(page, width);
    await expect(panel.getByRole('button', { name: /^M \(/ })).toHaveAttribute('aria-pressed', 'true');
    await closePanel(page, width);

    // The search page: sort and a filter from the results' facets, kept in the URL.
    await page.goto('/pretraga?search=dres');
    const found = page.getByTestId('search-results');
    await expect(found.locator('.product-grid > li').first()).toBeVisible();
    if (width < 1024) {
      // One search field on a phone: the page's; the header's toggle leads to it instead of opening another.
      await page.getByRole('button', { name: 'Pretraži' }).first().click();
      await expect(page.locator('input[type="search"]:visible')).toHaveCount(1);
      await expect(page.getByLabel('Pojam za pretragu')).toBeFocused();
    }
    await found.getByLabel('Sortiraj').selectOption('cheapest');
    await expect(page).toHaveURL(/sort=cheapest/);
    await page.waitForLoadState('networkidle');
    panel = await openPanel(page, width);
    await panel.getByRole('button', { name: /^L \(/ }).click();
    await expect(page).toHaveURL(/search=dres.*velicina=l|velicina=l.*search=dres/);
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(page.getByRole('button', { name: 'Ukloni filter L' })).toBeVisible();
    await closePanel(page, width);
    await expect(found).toHaveAttribute('aria-busy', 'false');
    await expect(found.locator('.product-grid > li').first()).toBeVisible();
    await expect(page.locator('input[type="search"]:visible')).toHaveCount(width < 1024 ? 1 : 2);
    await page.screenshot({ path: screenPath(`filter-slugs-search-${width}`), fullPage: false });
  });
}
