import { expect, type Page } from '@playwright/test';

/** The seeded demo customer (src/server/platform/db/seed). */
export const DEMO_CUSTOMER = { email: 'kupac@zvijezda-shop.hr', password: 'Zvijezda2024!' };

/**
 * Logs in through the login page, as a shopper does, and waits for the confirmation: the demo customer, or an account
 * of the journey's own when what it does to the cart must not meet another journey running beside it.
 */
export async function loginAsCustomer(page: Page, account: { email: string; password: string } = DEMO_CUSTOMER) {
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
}
