import type { Page } from '@playwright/test';
import { address, fillAddress, orderAndPayByCard, payApproved, step } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { newCustomer } from './checkout-model/customer.js';
import { apiLogin, DELIVERY, PAYMENT, placeApiOrder, signInToDesk } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

/**
 * The back office's order desk against the real server, the card gateway simulator and the BoxNow stand-in: a shopper
 * pays a courier order by card (authorised), a staff member finds it flagged as not yet captured, ships it with a
 * tracking number (which captures the card), and the shopper's order page and the order looked up by number and
 * e-mail say it was sent; a signed-in customer's card order goes the same way and the profile's order history and
 * order page say so. Refunds by lines, returns and corrections are journeys of after-sale.spec.ts.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });

/** A scarf to the door, paid by card on the simulator's hosted page: the order's number and its page. */
async function paidCourierOrder(page: Page, email: string) {
  await page.goto('/product/sal-zvijezda-klasicni');
  await page.locator('.purchase__cta').click();
  await expect(page.locator('.header-actions__badge')).toHaveText('1');
  await page.goto('/naplata');
  await fillAddress(page, { ...address, 'E-mail': email });
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
  await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await orderAndPayByCard(page);
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** The order's card in the profile's history; other journeys of the demo customer may have pushed it further down. */
async function historyCard(page: Page, number: string) {
  await expect(page.getByTestId('order-history-total')).toBeVisible();
  const card = page.getByTestId('order-card').filter({ hasText: number });
  const more = page.getByRole('button', { name: 'Učitaj više' });
  while ((await card.count()) === 0 && (await more.isVisible())) {
    const shown = await page.getByTestId('order-card').count();
    await more.click();
    await expect(page.getByTestId('order-card')).not.toHaveCount(shown);
  }
  return card;
}

/** Chooses an action, fills what it asks for, confirms, and waits for the desk to say it is done. */
async function act(desk: Page, button: string, done: string, fill?: { label: RegExp | string; value: string }) {
  await desk.getByRole('button', { name: button, exact: true }).click();
  if (fill) await desk.getByLabel(fill.label).fill(fill.value);
  await desk.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(desk.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test('staff ships an authorised card order with a tracking number, capturing it; the customer sees it sent', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `desk-${Date.now().toString(36)}@primjer.hr`;
  const number = await paidCourierOrder(page, email);

  const { staff, desk } = await signInToDesk(browser, baseURL!);

  // Filter by status and payment, then search by the shopper's e-mail: the address keeps the filters.
  await desk.getByLabel('Status').selectOption('authorised');
  await desk.getByLabel('Plaćanje').selectOption('wspay_hpp');
  await desk.getByRole('button', { name: 'Traži', exact: true }).click();
  await expect(desk).toHaveURL(/status=authorised/);
  await expect(desk.getByRole('link', { name: number })).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: number })).toContainText('Autorizirano, nije naplaćeno');
  await expect(desk.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await desk.screenshot({ path: screenPath('admin-orders-1440'), fullPage: true });
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(email);
  await desk.getByRole('button', { name: 'Traži', exact: true }).click();
  await expect(desk.getByText('Pronađeno narudžbi: 1')).toBeVisible();
  await desk.getByRole('link', { name: number }).click();

  await expect(desk.getByRole('heading', { name: `Narudžba ${number}` })).toBeVisible();
  await expect(desk.getByTestId('order-status')).toHaveText('Plaćanje odobreno');

  // A refund before the card is captured is not offered; shipping needs its tracking number and captures the card.
  await expect(desk.getByRole('button', { name: 'Povrat novca', exact: true })).toHaveCount(0);
  await act(desk, 'U obradu', 'Narudžba je u obradi.');
  await expect(desk.getByTestId('order-status')).toHaveText('U obradi');
  await desk.getByRole('button', { name: 'Označi kao poslano', exact: true }).click();
  await desk.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(desk.getByRole('alert')).toContainText('Upišite broj za praćenje pošiljke');
  await desk.getByLabel('Broj za praćenje').fill('HP-2026-000777');
  await desk.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: 'Narudžba je poslana; kupac je obaviješten.' }),
  ).toBeVisible();
  await expect(desk.getByTestId('order-status')).toHaveText('Poslano');
  await expect(desk.getByText('HP-2026-000777').first()).toBeVisible();

  const payment = desk.getByRole('region', { name: 'Plaćanje' });
  await expect(payment.getByRole('definition').nth(1)).not.toHaveText('0,00 €');
  const timeline = desk.getByRole('region', { name: 'Vremenska crta' });
  await expect(timeline).toContainText('Promjena statusa: Poslano');
  await expect(timeline).toContainText('Naplata s kartice');
  await expect(timeline).toContainText('broj za praćenje HP-2026-000777');
  await desk.screenshot({ path: screenPath('admin-order-1440'), fullPage: true });
  await staff.close();

  // The shopper's order page shows the new status, and so does the order found by number and e-mail.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Poslano');
  await page.goto('/narudzba');
  await page.getByLabel('Broj narudžbe').fill(number);
  await page.getByLabel('E-pošta narudžbe').fill(email);
  await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Poslano');
});

test('a signed-in customer sees in the profile that staff shipped the card order', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A customer of its own: the demo customer's cart is also filled by journeys running beside this one.
  const CUSTOMER = await newCustomer(request);
  const token = await apiLogin(request, CUSTOMER.email, CUSTOMER.password);
  const order = await placeApiOrder(request, {
    token,
    email: CUSTOMER.email,
    slug: 'sal-zvijezda-klasicni',
    delivery: DELIVERY.courier,
    payment: PAYMENT.wspay,
  });
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('Lozinka').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
  // The card hand-off of the order, as the checkout sends the shopper there, and the simulator's hosted page.
  await page.goto(`/naplata/placanje?orderSlug=${order.slug}`);
  await payApproved(page);
  await page.goto('/profil?tab=povijest_narudbi');
  const card = await historyCard(page, order.number);
  await expect(card).toContainText('Plaćanje odobreno');

  const { staff, desk } = await signInToDesk(browser, baseURL!);
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(order.number);
  await desk.getByRole('button', { name: 'Traži', exact: true }).click();
  await desk.getByRole('link', { name: order.number }).click();
  await expect(desk.getByRole('heading', { name: `Narudžba ${order.number}` })).toBeVisible();
  await act(desk, 'U obradu', 'Narudžba je u obradi.');
  await act(desk, 'Označi kao poslano', 'Narudžba je poslana; kupac je obaviješten.', {
    label: 'Broj za praćenje',
    value: 'HP-2026-000888',
  });
  await expect(desk.getByTestId('order-status')).toHaveText('Poslano');
  await staff.close();

  // The customer's history and order page, read again, show the order as sent.
  await page.reload();
  await expect(await historyCard(page, order.number)).toContainText('Poslano');
  await card.getByRole('link', { name: 'POGLEDAJ NARUDŽBU' }).click();
  await expect(page).toHaveURL(new RegExp(`/narudzba/${order.number}$`));
  await expect(page.getByTestId('order-status')).toHaveText('Poslano');
});

test('a visitor who is not signed in to the back office sees no orders', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByText(/prijavite u administraciju/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
