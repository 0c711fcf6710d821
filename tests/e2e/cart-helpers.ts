import { expect, type Page } from '@playwright/test';

export { skipOverlays } from './overlays.js';

/** Steps shared by the cart journeys and the cart screenshots. */

/** Size M, number 10, text 'IVAN' and sponsors on the home jersey, added; the cart popup is open. */
export async function addPersonalisedJersey(page: Page) {
  await page.goto('/product/domaci-dres-2025-26');
  await page.getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByLabel('Personalizacija (ime i broj)').check();
  // The print colour starts at its first option (docs/spec/shop.md 4); the shopper picks gold.
  await expect(page.getByLabel('Boja personalizacije')).toHaveValue('Bijela');
  await page.getByLabel('Boja personalizacije').selectOption('Zlatna');
  await page.getByLabel('Upiši broj').fill('10');
  await page.getByLabel('Upiši tekst').fill('IVAN');
  await page.getByLabel('Dodaj sponzore').check();
  await page.locator('.purchase__cta').click();
  await expect(page.getByRole('dialog', { name: 'Dodano u košaricu' })).toBeVisible();
}
