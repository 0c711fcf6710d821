import { expect, test } from './fixtures.js';

// The foundation journeys: CMS-driven frame, navigation to a category, 404, consent persistence.

test('the home page shows the header and the footer from the CMS', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: /Dresovi/ }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: /Akcije/ }).first()).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByText(/Generalni sponzor/i).first()).toBeVisible();
  await expect(footer.getByRole('link', { name: /Instagram/i }).first()).toBeAttached();
  await expect(page).toHaveTitle(/NK Zvijezda Fan Shop/);
});

test('the main menu leads to a category list with products and images', async ({ page }) => {
  await page.goto('/');
  await page.locator('header nav').getByRole('link', { name: 'Trening', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/trening$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trening');
  const firstImage = page.locator('main img').first();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/ovo-ne-postoji-nigdje');
  await expect(page.getByText('Stranica nije pronađena...')).toBeVisible();
  await expect(page.getByRole('link', { name: /naslovn/i }).first()).toBeVisible();
});

test('the cookie choice survives a reload and nothing optional is pre-ticked', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: /kolačić/i });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('checkbox', { name: /marketin/i })).not.toBeChecked();
  await expect(banner.getByRole('checkbox', { name: /analiti/i })).not.toBeChecked();
  await banner.getByRole('checkbox', { name: /analiti/i }).check();
  await banner.getByRole('button', { name: 'Prihvaćam', exact: true }).click();
  await expect(banner).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === 'acceptedCookies');
  expect(decodeURIComponent(cookie?.value ?? '')).toBe('necessary,analytics');

  await page.reload();
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('region', { name: /kolačić/i })).toBeHidden();
});
