import { expect, type Page } from '@playwright/test';

/** The seeded demo customer (src/server/seed). */
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

/** The seeded content editor (the edit mode's journeys). */
export const CONTENT_EDITOR = { email: 'urednik@zvijezda-shop.hr', password: 'Urednik2024!' };

/** Signs a back-office account in at /admin, at desktop width, and waits for the back office's menu. */
export async function signInToBackOffice(page: Page, account: { email: string; password: string } = CONTENT_EDITOR) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  // The admin bar (navigation 'Administracija') frames the login form too: signed in is the form giving way to the
  // account, once the login's answer (and its refresh cookie) has arrived. A page opened before that is signed out.
  await expect(page.getByText('Prijavljeni ste kao')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Administracija' })).toBeVisible();
}
