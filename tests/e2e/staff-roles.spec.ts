import type { Browser } from '@playwright/test';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin, DELIVERY, PAYMENT, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

/**
 * Staff roles (docs/decisions/0200-staff-roles-and-permissions.md, R19): a packer signs in to the back office, sees
 * only the orders and packing, opens an order and finds its ship actions but no cancel or refund, and a refund sent
 * straight to the API is refused (403); the owner's staff page lists the roles and sends an invitation.
 */
const PACKER = { email: 'pakiranje@zvijezda-shop.hr', password: 'Pakiranje2024!' };
const OWNER = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.describe.configure({ timeout: 240_000 });

async function signIn(browser: Browser, baseURL: string, account: { email: string; password: string }, width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await skipOverlays(context, baseURL);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  // Every role reads orders except the content editor: the entry shows once the session is the staff member's.
  await expect(
    page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Narudžbe' }),
  ).toBeVisible();
  return { context, page };
}

test('a packer sees the ship actions without cancel or refund, and a refund sent to the API is refused', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = `packer-${Date.now().toString(36)}@primjer.hr`;
  const order = await placeApiOrder(request, { email, payment: PAYMENT.cod, delivery: DELIVERY.courier });

  const { context, page } = await signIn(browser, baseURL!, PACKER);
  const nav = page.getByRole('navigation', { name: 'Administracija' });
  await expect(nav.getByRole('link', { name: 'Narudžbe' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pakiranje' })).toBeVisible();
  for (const hidden of ['Proizvodi', 'Dnevnik', 'Računi', 'Pošta', 'Osoblje'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  // The desk home counts only the packer's work.
  await expect(page.getByText('uloga: Pakiranje')).toBeVisible();
  await expect(page.locator('[data-count="toPack"]')).toBeVisible();
  await expect(page.locator('[data-count]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Narudžbe' }).click();
  await page.getByLabel('Broj narudžbe ili e-mail').fill(order.number);
  await page.getByRole('button', { name: 'Traži', exact: true }).click();
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expect(page.getByRole('button', { name: 'Označi kao poslano', exact: true })).toBeVisible();
  for (const refused of ['Otkaži narudžbu', 'Povrat novca', 'Poništi autorizaciju', 'Naplati s kartice'])
    await expect(page.getByRole('button', { name: refused, exact: true })).toHaveCount(0);
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: screenPath('admin-packer-order-1440'), fullPage: true });

  // The same refusal straight from the API: a packer's token may read the order and never refund it.
  const token = await apiLogin(request, PACKER.email, PACKER.password);
  const list = await callApi(request, 'GET', `/api/v1/admin/orders?q=${order.number}`, undefined, token);
  const id = list.records[0].id as number;
  const refund = await request.post(`/api/v1/admin/orders/${id}/actions`, {
    headers: { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` },
    data: { action: 'refund', version: 1, reason: 'Pokušaj' },
  });
  expect(refund.status()).toBe(403);
  expect(await refund.json()).toMatchObject({
    data: null,
    errored: true,
    code: 'PERMISSION_DENIED',
    message: 'Nemate ovlasti za ovu radnju.',
  });
  // A refused call keeps the packer signed in: the desk still answers.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Označi kao poslano', exact: true })).toBeVisible();
  await context.close();
});

test("the owner's staff page lists the roles and sends an invitation; it is accessible at 1440 and 390", async ({
  browser,
  baseURL,
}) => {
  for (const width of [1440, 390]) {
    const { context, page } = await signIn(browser, baseURL!, OWNER, width);
    await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Osoblje' }).click();
    await expect(page.getByRole('heading', { name: 'Osoblje', level: 1 })).toBeVisible();
    const packerRow = page.locator('tr[data-staff="pakiranje@zvijezda-shop.hr"]');
    await expect(packerRow.getByRole('combobox')).toHaveValue('packer');
    await expect(packerRow).toContainText('aktivan');
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: screenPath(`admin-staff-${width}`), fullPage: true });
    if (width === 1440) {
      const email = `pozvani-${Date.now().toString(36)}@klub.hr`;
      await page.getByRole('button', { name: 'Pozovi osobu' }).click();
      await page.getByRole('button', { name: 'Pošalji poziv' }).click();
      await expect(page.getByText('Unos ovog polja je obavezan').first()).toBeVisible();
      await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Ime', exact: true }).fill('Pozvana');
      await page.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Osoba');
      await page.getByRole('combobox', { name: 'Uloga', exact: true }).selectOption('accountant');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Pošalji poziv' }).click();
      await expect(page.getByText('Poziv je poslan e-poštom.')).toBeVisible();
      const row = page.locator(`tr[data-staff="${email}"]`);
      await expect(row).toContainText('pozvan');
      await expect(row.getByRole('combobox')).toHaveValue('accountant');
      // The owner cannot step down while the only owner: the refusal is said on the question.
      const ownerRow = page.locator('tr[data-staff="admin@zvijezda-shop.hr"]');
      await ownerRow.getByRole('button', { name: /Deaktiviraj/ }).click();
      await page.getByRole('button', { name: 'Potvrdi' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'barem jednog aktivnog vlasnika' })).toBeVisible();
      await page.screenshot({ path: screenPath('admin-staff-last-owner-1440'), fullPage: true });
      await page.getByRole('button', { name: 'Odustani' }).click();
    }
    await context.close();
  }
});
