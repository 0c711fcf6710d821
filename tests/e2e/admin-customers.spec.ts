import { readFileSync } from 'node:fs';
import { DEMO_DESK_CUSTOMER } from '../../src/server/seed/users/index.js';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

/**
 * The customers back office against the real server (docs/decisions/0221-customers-back-office-screens.md): staff
 * find a customer by an order's number, open the page, take and do a data export and download its JSON, block and
 * unblock; the new pages (and the member-card register) are axe clean, and the list is looked at on a phone.
 */
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 120_000 });

test('staff find a customer by order number, export the data and block and unblock them', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO_DESK_CUSTOMER.email, DEMO_DESK_CUSTOMER.password);
  const order = await placeApiOrder(request, { token, email: DEMO_DESK_CUSTOMER.email, firstName: 'Marko' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Lozinka').fill(ADMIN.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Kupci' }).click();
  await expect(page.getByRole('heading', { name: 'Kupci', level: 1 })).toBeVisible();
  await page.getByLabel('Ime, e-pošta, članska iskaznica ili broj narudžbe').fill(order.number);
  await page.getByRole('form', { name: 'Pretraga kupaca' }).getByRole('button', { name: 'Traži' }).click();
  const row = page.getByRole('link', { name: 'Marko Navijač' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('admin-customers-list-1440'), fullPage: true });
  await row.click();
  await expect(page.getByRole('heading', { name: 'Marko Navijač', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();

  await page.getByRole('button', { name: 'Zahtjev za izvoz podataka' }).click();
  await page.getByLabel('Kako i kada je kupac zatražio').fill('e-poštom');
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByText('Zahtjev je zaprimljen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zahtjev za izvoz podataka' })).toBeDisabled();
  await page.getByRole('button', { name: 'Izradi izvoz' }).click();
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByText('Zahtjev je obrađen.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Preuzmi JSON' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^podaci-kupca-\d+-\d+\.json$/);
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(exported.account.email).toBe(DEMO_DESK_CUSTOMER.email);
  expect(exported.orders.map((o: { number: string }) => o.number)).toContain(order.number);

  await page.getByRole('button', { name: 'Blokiraj' }).click();
  await page.getByLabel('Razlog (za dnevnik)').fill('provjera');
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByText(/Kupac je blokiran/)).toBeVisible();
  await expect(page.getByText('Blokiran', { exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('admin-customer-page-1440'), fullPage: true });
  await page.getByRole('button', { name: 'Odblokiraj' }).click();
  await page.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(page.getByText('Kupac je odblokiran.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: '← Kupci' }).click();
  await expect(page.getByRole('heading', { name: 'Kupci', level: 1 })).toBeVisible();
  await expect(page.getByText('Učitavanje...')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('admin-customers-list-390'), fullPage: true });

  // The member-card register, on the phone and wide.
  await page.goto('/admin/clanovi');
  await expect(page.getByRole('heading', { name: 'Registar članova', level: 1 })).toBeVisible();
  await expect(page.getByText('385000000017')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('admin-members-1440'), fullPage: true });
});
