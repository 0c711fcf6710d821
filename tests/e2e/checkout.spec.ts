import type { Page } from '@playwright/test';
import { addScarf, fillAddress, step } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * Checkout journeys over the real server and database. The journeys through the model of the checkout (who buys,
 * how it arrives, how it is paid, 'Promijeni', Back and reload) are generated: checkout-journeys.spec.ts. Here is
 * what the model leaves out: the refusals, Forward, a step asked for too early, the back link, the ordered cart,
 * and the screenshots.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenPath(`checkout-${name}-${page.viewportSize()!.width}`), fullPage: true });
}

test('the checkout refuses what is missing, keeps a step asked too early for later, and ends the cart', async ({
  page,
}) => {
  await addScarf(page);
  // A later step in the URL is shown only once the steps before it are done.
  await page.goto('/naplata?step=payment');
  await step(page, 'ADRESA');
  await fillAddress(page);
  // The required consents are not ticked yet: nothing is sent, the block says why.
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(page.getByText('Za nastavak morate prihvatiti obavezne privole.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
  // Back and then Forward come back to DOSTAVA.
  await page.goBack();
  await step(page, 'ADRESA');
  await page.goForward();
  await step(page, 'DOSTAVA');

  // BoxNow needs a locker: the lockers near the address are listed with their distance.
  await page.getByRole('radio', { name: /BoxNow/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(page.getByText('Molimo odaberite BoxNow lokaciju')).toBeVisible();
  await expect(page.locator('input[name="locker"]').first()).toBeVisible();
  await expect(page.getByText(/km od adrese/).first()).toBeVisible();
  await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  // The back link returns to DOSTAVA with the choice kept.
  await page.getByRole('button', { name: 'VRATI SE NA METODU DOSTAVE' }).click();
  await step(page, 'DOSTAVA');
  await expect(page.getByRole('radio', { name: /Dostava kurirom/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pošalji' }).click();

  await step(page, 'NAPLATA');
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await expect(page.getByText('Molimo odaberite način plaćanja.').first()).toBeVisible();
  await page.getByRole('radio', { name: /Virmansko/ }).check();
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
  await expect(page.getByTestId('order-reference')).not.toBeEmpty();
  // The cart is now an order: the checkout says so.
  await page.goto('/naplata');
  await expect(page.getByText(/košarica je prazna|već naručena/)).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`checkout screens are captured at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await addScarf(page);
    await page.goto('/naplata');
    await fillAddress(page);
    await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
    await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
    await shoot(page, 'address');
    await page.getByRole('button', { name: 'Pošalji' }).click();
    await page.getByRole('radio', { name: /BoxNow/ }).check();
    await expect(page.locator('input[name="locker"]').first()).toBeVisible();
    await shoot(page, 'delivery');
    await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
    await page.getByRole('button', { name: 'Pošalji' }).click();
    await page.getByRole('radio', { name: /Virmansko/ }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText('19,98 €');
    // The choice is saved and drawn again before the picture.
    await expect(page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' })).toBeEnabled();
    await shoot(page, 'payment');
    await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
    await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
    await shoot(page, 'success');
  });
}
