import { PAYMENT_RULE_TEXT } from '../../src/shared/payment-rules.js';
import { DEFAULT_COMMERCE_SETTINGS } from '../../src/server/modules/settings/index.js';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

/**
 * The legal pages name the seller of the shop's settings with its OIB, and 'Dostava i plaćanje' and the footer give
 * the checkout's delivery prices and payment rules, server-rendered too
 * (docs/decisions/0239-legal-pages-read-the-seller-from-the-settings.md,
 * 0240-delivery-and-payment-drawn-from-the-checkout-rules.md); staff open the newsletter's addresses and the
 * back-in-stock requests (0241-newsletter-and-back-in-stock-lists.md). At 1440 and 390 wide.
 */
const SELLER = DEFAULT_COMMERCE_SETTINGS.seller;
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 180_000 });

for (const width of [1440, 390]) {
  test(`the legal pages name the seller of the settings and the checkout's prices (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Uvjeti kupnje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uvjeti kupnje' })).toBeVisible();
    const main = page.locator('main');
    await expect(main).toContainText(SELLER.legalName);
    await expect(main).toContainText(`OIB: ${SELLER.oib}`);
    await expect(main.getByRole('heading', { name: 'Obrazac za jednostrani raskid ugovora' })).toBeVisible();
    await expect(main).not.toContainText('{{');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`legal-terms-${width}`), fullPage: width === 390 });

    await footer.getByRole('link', { name: 'Dostava i plaćanje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dostava i plaćanje' })).toBeVisible();
    const courier = main.getByRole('row', { name: /Dostava kurirom na adresu Hrvatska/ });
    await expect(courier).toContainText('4,99');
    await expect(courier).toContainText('70,00');
    await expect(main).toContainText(PAYMENT_RULE_TEXT.lockerCardsOnly);
    await expect(main).toContainText(PAYMENT_RULE_TEXT.cashOnDeliveryAtTheDoor);
    const badges = footer.getByRole('list', { name: 'Načini dostave' });
    await expect(badges.getByRole('listitem').first()).toContainText('Dostava kurirom na adresu');
    await expect(badges).toContainText('4,99');
    await expect(footer).toContainText(SELLER.legalName);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`legal-delivery-${width}`), fullPage: true });

    await footer.getByRole('link', { name: 'Pravila privatnosti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pravila privatnosti' })).toBeVisible();
    await expect(main).toContainText(`OIB: ${SELLER.oib}`);
    await expect(main.getByRole('heading', { name: 'Kolačići' })).toBeVisible();
  });
}

test("the server's page already holds the prices and the rules", async ({ request }) => {
  const html = await (await request.get('/dostava-i-placanje')).text();
  expect(html).toContain(SELLER.legalName);
  expect(html).toMatch(/Dostava kurirom na adresu<\/td><td>Hrvatska<\/td><td>4,99/);
  expect(html).toContain(PAYMENT_RULE_TEXT.personalisationCardsOnly);
});

for (const width of [1440, 390]) {
  test(`staff open the newsletter's addresses and the back-in-stock requests (${width})`, async ({ page, request }) => {
    const email = `legal-${width}-${Date.now()}@primjer.hr`;
    const assignment = await callApi(request, 'GET', '/api/v1/cms/consent/assignment/filter?assigned_to=newsletter');
    const consents = (assignment.data as Array<{ requiredConsents: number[] }>)[0]!.requiredConsents;
    await callApi(request, 'POST', '/api/v1/newsletter/subscribe', { email, consents }, undefined, {
      'x-forwarded-for': `10.41.${width % 250}.9`,
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Lozinka').fill(ADMIN.password);
    await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
    const menu = page.getByRole('navigation', { name: 'Administracija' });
    await menu.getByRole('link', { name: 'Newsletter' }).click();
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    await page.getByLabel('E-pošta').fill(email);
    await page.getByLabel('Stanje').selectOption({ label: 'Čeka potvrdu' });
    await page.getByRole('form', { name: 'Pretraga pretplatnika' }).getByRole('button', { name: 'Traži' }).click();
    await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText(
      'Čeka potvrdu',
    );
    await expect(page.getByText('Pronađeno adresa: 1')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-newsletter-${width}`), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Izvezi CSV' }).click();
    expect((await download).suggestedFilename()).toBe('newsletter-pending.csv');
    await expect(page.getByText('Datoteka s adresama je preuzeta.')).toBeVisible();

    await menu.getByRole('link', { name: 'Obavijesti' }).click();
    await expect(page.getByRole('heading', { name: 'Obavijesti o dostupnosti', level: 1 })).toBeVisible();
    await page.getByLabel('Stanje').selectOption({ label: 'Čeka' });
    await page.getByRole('form', { name: 'Pretraga obavijesti' }).getByRole('button', { name: 'Traži' }).click();
    await expect(page).toHaveURL(/state=waiting/);
    await expect(page.getByText(/Pronađeno zahtjeva: \d+/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-stock-requests-${width}`), fullPage: true });
  });
}
