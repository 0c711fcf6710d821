import { expect, type Page } from '@playwright/test';

/** The seeded demo customer (src/server/db/seed). */
export const DEMO_CUSTOMER = { email: 'kupac@zvijezda-shop.hr', password: 'Zvijezda2024!' };

/** Logs in as the demo customer through the login page, as a shopper does, and waits for the confirmation. */
export async function loginAsCustomer(page: Page) {
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(DEMO_CUSTOMER.email);
  await page.getByLabel('Lozinka').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
}
