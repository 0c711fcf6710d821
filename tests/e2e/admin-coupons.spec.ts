import { axeViolations } from './axe.js';
import { addScarf, fillAddress, address as shopperAddress, step } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The coupons back office against the real server (docs/decisions/0203-coupon-rules.md, 0204-coupon-codes-in-bulk.md):
 * staff make a coupon in the desk (the shared rules answer an impossible percent first) and generate single-use codes
 * with their CSV; a shopper uses the coupon in the cart, sees the discount and what it leaves out, and places an
 * order; the coupon's page then lists the redemption. Every new page is axe clean, at the desk's width and on a phone.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 150_000 });

for (const width of [1440, 390]) {
  test(`staff make a coupon that a shopper uses and the desk lists under its redemptions (${width})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const viewport = { width, height: width > 500 ? 900 : 844 };
    await page.setViewportSize(viewport);
    // Staff at the desk in a browser of their own; the shopper is the journey's page.
    const deskContext = await browser.newContext({ viewport, baseURL: baseURL! });
    await skipOverlays(deskContext, baseURL!);
    const desk = await deskContext.newPage();
    const code = `E2E${width}${Date.now().toString(36)}`.toUpperCase();
    await desk.goto('/admin');
    await desk.getByLabel('E-mail').fill(ADMIN.email);
    await desk.getByLabel('Lozinka').fill(ADMIN.password);
    await desk.getByRole('button', { name: 'PRIJAVI SE' }).click();
    await desk.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Kuponi' }).click();
    await expect(desk.getByRole('heading', { name: 'Kuponi', level: 1 })).toBeVisible();
    await expect(desk.getByRole('link', { name: 'Novi kupon' })).toBeVisible();
    await expect(desk.getByText('Učitavanje...')).toHaveCount(0);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: screenPath(`admin-coupons-${width}`), fullPage: true });

    await desk.getByRole('link', { name: 'Novi kupon' }).click();
    const form = desk.getByRole('form', { name: 'Kupon' });
    await form.getByLabel('Kod kupona').fill(code);
    await form.getByLabel('Popust (%)').fill('0');
    await form.getByRole('button', { name: 'Spremi kupon' }).click();
    // The shared rules answer before anything is sent.
    await expect(form.getByText('Postotak mora biti cijeli broj od 1 do 100.')).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: screenPath(`admin-coupon-new-${width}`), fullPage: true });
    await form.getByLabel('Popust (%)').fill('20');
    await form.getByLabel('Jednom po kupcu (po e-mail adresi)').check();
    await form.getByLabel('Ukupno korištenja').fill('100');
    await form.getByRole('button', { name: 'Spremi kupon' }).click();
    await expect(desk.getByRole('heading', { name: `Kupon ${code}`, level: 1 })).toBeVisible();
    await expect(desk.getByText('Kupon još nije iskorišten.')).toBeVisible();

    // Single-use codes: the dialog's CSV is downloaded.
    await desk.getByRole('button', { name: 'Generiraj kodove' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Generiraj kodove' });
    await dialog.getByLabel('Broj kodova').fill('5');
    await dialog.getByLabel('Prefiks').fill('E2E');
    const download = desk.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Generiraj' }).click();
    expect((await download).suggestedFilename()).toBe(`kuponi-${code.toLowerCase()}.csv`);
    await expect(dialog.getByText('Kodovi su generirani i preuzeti (CSV). Ukupno kodova: 5.')).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: screenPath(`admin-coupon-codes-${width}`), fullPage: true });
    await dialog.getByRole('button', { name: 'Zatvori' }).click();
    await expect(desk.getByText(/Generirano kodova: 5\./)).toBeVisible();

    // The shopper uses it in the cart and orders.
    await addScarf(page);
    await page.goto('/kosarica');
    const total = await page.getByTestId('cart-total').textContent();
    await page.locator('#coupon-code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'DODAJ', exact: true }).click();
    await expect(page.getByTestId('coupon-applied')).toContainText(code);
    await expect(page.getByTestId('coupon-applied')).toContainText('20 %');
    await expect(page.getByTestId('coupon-note')).toHaveText('Kupon se ne odnosi na personalizaciju.');
    await expect(page.getByTestId('coupon-discount')).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText(total ?? '');
    await page.screenshot({ path: screenPath(`cart-coupon-note-${width}`), fullPage: true });
    const email = `kupon.${width}.${Date.now().toString(36)}@primjer.hr`;
    await page.goto('/naplata');
    await fillAddress(page, { ...shopperAddress, 'E-mail': email });
    await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
    await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
    await page.getByRole('button', { name: 'Pošalji' }).click();
    await step(page, 'DOSTAVA');
    await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
    await page.getByRole('button', { name: 'Pošalji' }).click();
    await step(page, 'NAPLATA');
    await page.getByRole('radio', { name: /Virmansko/ }).check();
    await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
    await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!.trim();

    // The coupon's page lists the redemption with the order.
    await desk.reload();
    const redemptions = desk.getByRole('region', { name: 'Iskorištenja' });
    await expect(redemptions.getByRole('link', { name: number })).toBeVisible();
    await expect(redemptions.getByRole('cell', { name: email })).toBeVisible();
    await expect(desk.getByText(/korišteno 1 od 100/)).toBeVisible();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: screenPath(`admin-coupon-${width}`), fullPage: true });

    // The list finds it by code.
    await desk.getByRole('link', { name: '← Kuponi' }).click();
    await desk.getByLabel('Kod', { exact: true }).fill(code);
    await desk.getByRole('button', { name: 'Traži', exact: true }).click();
    await expect(desk.getByRole('link', { name: code })).toBeVisible();
    await deskContext.close();
  });
}
