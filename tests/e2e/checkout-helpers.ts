import { expect, type Page } from '@playwright/test';

/** Steps shared by the checkout and card-payment journeys. */

export const address = {
  Ime: 'Marta',
  Prezime: 'Horvat',
  'E-mail': 'marta@primjer.hr',
  Telefon: '0911234567',
  Ulica: 'Europska avenija',
  'Kućni broj': '10',
  'Poštanski broj': '31000',
  Grad: 'Osijek',
};

export async function addScarf(page: Page) {
  await page.goto('/product/sal-zvijezda-klasicni');
  await page.locator('.purchase__cta').click();
  await expect(page.locator('.header-actions__badge')).toHaveText('1');
}

export async function fillAddress(page: Page, values: Record<string, string> = address) {
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

const HEADINGS = { ADRESA: 'Podaci o dostavi', DOSTAVA: 'METODA DOSTAVE', NAPLATA: 'METODA PLAĆANJA' } as const;
const URL_STEPS = { ADRESA: 'address', DOSTAVA: 'delivery', NAPLATA: 'payment' } as const;

/** The step is shown (its heading, after the 100 ms switch), marked current, and named in the URL. */
export async function step(page: Page, name: keyof typeof HEADINGS) {
  await expect(page.getByRole('heading', { name: HEADINGS[name] })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText(name);
  await expect(page).toHaveURL(new RegExp(`step=${URL_STEPS[name]}`));
}

/** A scarf in the cart, the address with the required consents saved: DOSTAVA is shown. */
export async function toDelivery(page: Page) {
  await addScarf(page);
  await page.goto('/naplata');
  await fillAddress(page);
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
}

/** The simulator's test card that is approved (its hosted page lists the others). */
export const APPROVED_CARD = '5555555555554444';

/** Pays on the card simulator's hosted page with the given test card. */
export async function payWith(page: Page, card: string) {
  await page.getByLabel('Broj kartice').fill(card);
  await page.locator('button.pay').click();
}

/** Pays on the hosted page with an approved card and waits for the success page to say the order is paid. */
export async function payApproved(page: Page) {
  await payWith(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  // Authorised only: the money is taken when the order is shipped (docs/decisions/0152-capture-policy.md).
  await expect(page.getByTestId('order-status')).toHaveText('Plaćanje odobreno');
}

/** From the payment step: WSPay, the order button, then an approved card on the hosted page. */
export async function orderAndPayByCard(page: Page) {
  await page.getByRole('radio', { name: /WSPay/ }).check();
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await payApproved(page);
}
