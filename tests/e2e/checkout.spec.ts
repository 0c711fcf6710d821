import type { Page } from '@playwright/test';
import { address, addScarf, fillAddress, step, toDelivery } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * Checkout journeys over the real server and database. The journey model is small: who buys (guest, logged-in
 * customer) × how it arrives (courier, club-shop pick-up, BoxNow locker) × how it is paid (cash on delivery, bank
 * transfer; a locker allows cards only) × the detours ('Promijeni', the back link, Back and Forward, reload). Each
 * journey below walks a different part of it, so together they take every edge of the model once.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenPath(`checkout-${name}-${page.viewportSize()!.width}`), fullPage: true });
}

test('a guest pays cash on delivery to the door, with Back, reload and Promijeni on the way', async ({ page }) => {
  await addScarf(page);
  await page.goto('/naplata');
  await step(page, 'ADRESA');
  await expect(page.getByRole('heading', { name: 'Podaci o dostavi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toBeVisible();
  await fillAddress(page);
  // The required consents are not ticked yet: nothing is sent, the block says why.
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(page.getByText('Za nastavak morate prihvatiti obavezne privole.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();

  await step(page, 'DOSTAVA');
  await expect(page).toHaveURL(/step=delivery/);
  await expect(page.getByRole('heading', { name: 'METODA DOSTAVE' })).toBeVisible();
  // Back returns to ADRESA with the form as saved; Forward comes back to DOSTAVA.
  await page.goBack();
  await step(page, 'ADRESA');
  await expect(page.getByRole('textbox', { name: 'Grad', exact: true })).toHaveValue('Osijek');
  await page.goForward();
  await step(page, 'DOSTAVA');
  // A reload stays on the step.
  await page.reload();
  await step(page, 'DOSTAVA');
  await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();

  await step(page, 'NAPLATA');
  await expect(page.getByTestId('delivery-price')).toHaveText('4,99 €');
  // 'Promijeni' on the address goes back to ADRESA; sending it again keeps the courier.
  await page.getByRole('button', { name: 'Promijeni: Adresa dostave' }).click();
  await step(page, 'ADRESA');
  await page.getByRole('textbox', { name: 'Kućni broj', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
  await expect(page.getByRole('radio', { name: /Dostava kurirom/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pošalji' }).click();

  await step(page, 'NAPLATA');
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await expect(page.getByText('Molimo odaberite način plaćanja.').first()).toBeVisible();
  await page.getByRole('radio', { name: /pouzećem/ }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('21,98 €');
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();

  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^\d{4}-\d{6}$/);
  await expect(page.getByTestId('order-total')).toHaveText('21,98 €');
  await expect(page.getByText('Europska avenija 12, 31000 Osijek')).toBeVisible();
  // The cart is now an order: the badge is gone and the checkout says so.
  await page.goto('/naplata');
  await expect(page.getByText(/košarica je prazna|već naručena/)).toBeVisible();
});

test('the demo customer picks the order up at the club shop and pays by bank transfer', async ({ page }) => {
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill('kupac@zvijezda-shop.hr');
  await page.getByLabel('Lozinka').fill('Zvijezda2024!');
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
  await addScarf(page);
  await page.goto('/naplata?step=payment');
  // A later step in the URL is shown only once the steps before it are done.
  await step(page, 'ADRESA');
  await expect(page.getByRole('button', { name: 'Prijavi se' })).toHaveCount(0);
  await fillAddress(page, { ...address, Ime: 'Ivan', 'E-mail': 'kupac@zvijezda-shop.hr' });
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
  await page.getByRole('radio', { name: /klupskoj trgovini/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  // The back link returns to DOSTAVA with the choice kept.
  await page.getByRole('button', { name: 'VRATI SE NA METODU DOSTAVE' }).click();
  await step(page, 'DOSTAVA');
  await expect(page.getByRole('radio', { name: /klupskoj trgovini/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await page.reload();
  await step(page, 'NAPLATA');
  await page.getByRole('radio', { name: /Virmansko/ }).check();
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Čeka uplatu');
  await expect(page.getByTestId('order-iban')).toHaveText(/^HR\d{19}$/);
  await expect(page.getByTestId('order-reference')).not.toBeEmpty();
});

test('a BoxNow locker is chosen from the lockers near the address, and then only cards are offered', async ({
  page,
}) => {
  await toDelivery(page);
  await page.getByRole('radio', { name: /BoxNow/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(page.getByText('Molimo odaberite BoxNow lokaciju')).toBeVisible();
  const lockers = page.locator('input[name="locker"]');
  await expect(lockers.first()).toBeVisible();
  await expect(page.getByText(/km od adrese/).first()).toBeVisible();
  await lockers.first().check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await expect(page.getByRole('radio', { name: /Kartično/ })).toHaveCount(2);
  await expect(page.getByRole('radio', { name: /pouzećem|Virmansko/ })).toHaveCount(0);
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
    await shoot(page, 'payment');
    await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
    await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
    await shoot(page, 'success');
  });
}
