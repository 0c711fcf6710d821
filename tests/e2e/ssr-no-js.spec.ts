import { expect, test } from './fixtures.js';

// The server renders the storefront's first view (docs/decisions/0106-server-rendering.md): with JavaScript off,
// the pages a search engine or a slow phone sees first still show their content.
test.use({ javaScriptEnabled: false });

test('the home page shows its sections and products without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Izdvojeno' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kupuj po kategoriji' })).toBeVisible();
  expect(await page.locator('.product-card').count()).toBeGreaterThan(3);
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.locator('.site-footer')).toBeVisible();
});

test('a category with a filter in the address lists only what the filter lets through', async ({ page }) => {
  await page.goto('/shop/dresovi?boja=13');
  await expect(page.getByRole('heading', { level: 1, name: 'Dresovi' })).toBeVisible();
  const names = page.locator('.product-card__name');
  await expect(names).toHaveText(['Treći dres 2025/26 – dječji', 'Treći dres 2025/26']);
  // The filter panel is rendered with its counts and shows the chosen colour as chosen.
  await expect(page.getByRole('button', { name: 'Crna (2)' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/shop/dresovi');
  expect(await names.count()).toBeGreaterThan(2);
});

test('a product page shows its name, price and description without JavaScript', async ({ page }) => {
  const response = await page.goto('/product/domaci-dres-2025-26');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Domaći dres 2025/26' })).toBeVisible();
  await expect(page.locator('.product-view__price')).toContainText('€');
});

test('a bundle page shows the bundle and its parts without JavaScript', async ({ page }) => {
  await page.goto('/product/paket-domaci-komplet');
  await expect(page.getByRole('heading', { level: 1, name: 'Paket "Domaći komplet"' })).toBeVisible();
  await expect(page.locator('.bundle-part')).toHaveCount(3);
  await expect(page.locator('.bundle-part__price').first()).toContainText('€');
});

test('an unknown product answers 404 with the shop frame and the 404 page', async ({ page }) => {
  const response = await page.goto('/product/nema-ga');
  expect(response?.status()).toBe(404);
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByText('Stranica nije pronađena')).toBeVisible();
});
