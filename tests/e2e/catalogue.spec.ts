import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Catalogue journeys on the demo catalogue: URL-driven filters, sort, paging, Back/reload, facet counts,
// sold-out variants and diacritic search.

test.beforeEach(async ({ context, baseURL }) => skipOverlays(context, baseURL!));

const names = (page: Page) => page.locator('.category-main .product-card__name').allTextContents();

test('filtering by size and colour, sorting by price and paging survive a reload and Back', async ({ page }) => {
  // Many steps, each waiting for the network on a shared machine.
  test.setTimeout(120_000);
  await page.goto('/shop/dresovi');
  const panel = page.getByRole('complementary', { name: 'Filteri' });
  await panel.getByRole('button', { name: /^M \(/ }).click();
  await expect(page).toHaveURL(/velicina=m(&|$)/);
  await panel.getByRole('button', { name: /^Plava \(/ }).click();
  await expect(page).toHaveURL(/boja=plava(&|$)/);
  await page.getByLabel('Sortiraj').selectOption('cheapest');
  await expect(page).toHaveURL(/sort=cheapest/);
  await page.getByLabel('Prikaži').selectOption('12');
  await expect(page).toHaveURL(/limit=12/);
  // The list is read once the grid has settled on the last choice, not while an earlier answer is still shown.
  const results = page.getByTestId('category-results');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await names(page)).length).toBeGreaterThan(0);
  const filtered = await names(page);
  const filteredUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(filteredUrl);
  await expect.poll(() => names(page)).toEqual(filtered);

  await page.goto('/shop/dresovi?sort=cheapest');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await names(page)).length).toBeGreaterThan(0);
  const pageOne = await names(page);
  await page.getByRole('link', { name: 'Stranica 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 2 is read once its own cards replace page 1's (the page change waits out its debounce first).
  await expect
    .poll(async () => {
      const shown = await names(page);
      return shown.length > 0 && JSON.stringify(shown) !== JSON.stringify(pageOne);
    })
    .toBe(true);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const pageTwo = await names(page);
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect.poll(() => names(page)).toEqual(pageTwo);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await page.goForward();
  await expect(page).toHaveURL(url);
  await expect.poll(() => names(page)).toEqual(pageTwo);
});

test('a facet count equals the number of products shown after choosing that value', async ({ page }) => {
  await page.goto('/shop/moda');
  const panel = page.getByRole('complementary', { name: 'Filteri' });
  const swatch = panel.getByRole('button', { name: /^Crna \(\d+\)$/ });
  const label = (await swatch.getAttribute('aria-label')) ?? '';
  const count = Number(/\((\d+)\)/.exec(label)?.[1]);
  await swatch.click();
  await expect(page).toHaveURL(/boja=crna(&|$)/);
  await expect(page.locator('.category-head__count')).toHaveText(new RegExp(`^${count} proizvod`));
  await expect.poll(async () => (await names(page)).length).toBe(Math.min(count, 12));
});

test('a sold-out size cannot be chosen on the product page', async ({ page }) => {
  await page.goto('/product/domaci-dres-2025-26');
  const xxl = page.getByRole('radio', { name: /XXL, nema na stanju/ });
  // A sold-out value is aria-disabled but still answers a click with the spec's message.
  await xxl.click({ force: true });
  await expect(page.getByText('Odabranog proizvoda nema na stanju.')).toBeVisible();
  await expect(xxl).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('.purchase__cta')).toBeDisabled();
  await page.getByRole('radio', { name: 'M', exact: true }).click();
  await expect(page.locator('.purchase__cta')).toBeEnabled();
});

test('the gallery browses by thumbnail and by keyboard in its modal, and returns where it was left', async ({
  page,
}) => {
  await page.goto('/product/domaci-dres-2025-26');
  const thumbs = page.getByRole('list', { name: 'Slike proizvoda' });
  await thumbs.getByRole('button', { name: 'Slika 2 od 2' }).click();
  await expect(thumbs.getByRole('button', { name: 'Slika 2 od 2' })).toHaveAttribute('aria-current', 'true');
  const zoom = page.getByRole('button', { name: /^Povećaj sliku:/ });
  await zoom.click();
  const modal = page.getByRole('dialog', { name: /^Galerija:/ });
  await expect(modal.locator('figcaption')).toHaveText('2 / 2');
  await expect(page.locator('body')).toHaveClass(/scroll-locked/);
  await page.keyboard.press('ArrowRight');
  await expect(modal.locator('figcaption')).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  await expect(zoom).toBeFocused();
  await expect(thumbs.getByRole('button', { name: 'Slika 1 od 2' })).toHaveAttribute('aria-current', 'true');
});

test('personalisation waits for a size and limits the number to two digits', async ({ page }) => {
  await page.goto('/product/domaci-dres-2025-26');
  // Without a size the toggle refuses: it stays unticked, so click (not check, which insists on the tick).
  await page.getByLabel('Personalizacija (ime i broj)').click();
  await expect(page.getByText('Odaberi konfiguraciju prije personalizacije.')).toBeVisible();
  await expect(page.getByLabel('Personalizacija (ime i broj)')).not.toBeChecked();
  await page.getByRole('radio', { name: 'L', exact: true }).click();
  await page.getByLabel('Personalizacija (ime i broj)').check();
  await page.getByLabel('Upiši broj').fill('123');
  await expect(page.getByLabel('Upiši broj')).toHaveValue('12');
  await expect(page.getByText('Maksimalan dozvoljen broj znamenki je dosegnut.')).toBeVisible();
});

test('the header search finds "Šal" when typing "sal" and Enter opens the search page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox').first();
  await box.fill('sal');
  const listbox = page.getByRole('listbox', { name: 'Rezultati pretrage' });
  await expect(listbox.getByRole('option').filter({ hasText: /Šal/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pretraga\?search=sal/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Traženi pojam: sal');
  await expect(page.locator('.product-card__name').filter({ hasText: /Šal/ }).first()).toBeVisible();
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/pretraga?search=qqqzzzxx');
  await expect(page.getByText('Nema rezultata pretrage.')).toBeVisible();
});
