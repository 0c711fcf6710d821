import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The catalogue back office against the real server (docs/decisions/0175-store-wide-audit-log.md to 0179): staff
 * create a jersey with sizes, which the shop then lists in its category and finds by name; every new page is axe
 * clean, at the desk's width and on a phone.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });

for (const width of [1440, 390]) {
  test(`staff create a jersey with sizes that the shop lists and finds (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const stamp = `${width}${Date.now().toString(36)}`.toUpperCase();
    const name = `Dres navijački ${stamp}`;
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Lozinka').fill(ADMIN.password);
    await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
    await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Proizvodi' }).click();
    await expect(page.getByRole('heading', { name: 'Proizvodi', level: 1 })).toBeVisible();
    await expect(page.locator('tr[data-product]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-products-${width}`), fullPage: true });

    await page.getByRole('link', { name: 'Novi proizvod' }).click();
    const form = page.getByRole('form', { name: 'Proizvod' });
    // The shared rules answer before anything is sent.
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(form.getByText('Unos ovog polja je obavezan').first()).toBeVisible();
    await form.getByLabel('Naziv').fill(name);
    await form.getByLabel('Šifra (SKU)').fill(`DR-${stamp}`);
    await form.getByRole('button', { name: 'Iz naziva' }).click();
    await form.getByLabel('Glavna kategorija').selectOption({ label: 'Dresovi' });
    await form.getByLabel('S varijantama (veličina × boja)').check();
    for (const size of ['S', 'M', 'L']) await form.getByRole('group', { name: 'Veličine' }).getByLabel(size, { exact: true }).check();
    await form.getByLabel('Redovna cijena (€)').fill('59,99');
    await form.getByLabel('Akcijska cijena (€)').fill('79,99');
    await form.getByLabel('Objavljen').check();
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(form.getByText('Akcijska cijena ne može biti veća od redovne cijene.')).toBeVisible();
    await form.getByLabel('Akcijska cijena (€)').fill('');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-product-new-${width}`), fullPage: true });
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: `DR-${stamp}-M` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-product-edit-${width}`), fullPage: true });

    // The shop lists it in its category and finds it by name.
    const slug = name.toLowerCase().replace(/č/g, 'c').replace(/ /g, '-');
    await page.goto('/shop/dresovi?sort=newest');
    await expect(page.locator(`a[href="/product/${slug}"]`).first()).toBeVisible();
    await page.goto(`/pretraga?search=${encodeURIComponent(name)}`);
    await expect(page.locator(`a[href="/product/${slug}"]`).first()).toBeVisible();
  });
}
