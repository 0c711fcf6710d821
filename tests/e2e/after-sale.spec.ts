import type { Page } from '@playwright/test';
import { payApproved } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { expectNoSidewaysScroll } from './layout.js';
import { loginAsCustomer, DEMO_CUSTOMER } from './login.js';
import { apiLogin, DELIVERY, PAYMENT, placeApiOrder, signInToDesk } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

/**
 * After the sale, with the real server, the card gateway simulator and the CIS stand-in
 * (docs/decisions/0150-order-lifecycle-machine.md to 0155): a card order is captured when it is shipped, the buyer
 * withdraws from one of its lines, staff record the goods back and refund that line, a correcting receipt is issued
 * and the buyer's order page shows all of it; a cash on delivery order withdrawn before shipment has its stock back
 * at once; a paid bank transfer cancelled by staff gets its correcting receipt and its refund on the bank list.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });
// The shopper's pages at the acceptance's desktop width; the first journey turns both to a phone's 390 px too.
test.use({ viewport: DESKTOP });

/** Chooses a desk action, lets `fill` answer its questions, confirms, and waits for the desk to say it is done. */
async function act(desk: Page, button: string, done: string, fill?: () => Promise<void>) {
  await desk.getByRole('button', { name: button, exact: true }).click();
  if (fill) await fill();
  await desk.getByRole('button', { name: 'Potvrdi' }).click();
  await expect(desk.getByRole('status').filter({ hasText: done })).toBeVisible();
}

async function openOnDesk(desk: Page, number: string) {
  await desk.getByLabel('Broj narudžbe ili e-mail').fill(number);
  await desk.getByRole('button', { name: 'Traži', exact: true }).click();
  await desk.getByRole('link', { name: number }).click();
  await expect(desk.getByRole('heading', { name: `Narudžba ${number}` })).toBeVisible();
}

test('a card order is captured on shipment, one line comes back, is refunded and corrected, and the buyer sees it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const order = await placeApiOrder(request, {
    token,
    email: DEMO_CUSTOMER.email,
    slugs: ['sal-zvijezda-klasicni', 'kemijska-olovka'],
    delivery: DELIVERY.courier,
    payment: PAYMENT.wspay,
  });
  await loginAsCustomer(page);
  await page.goto(`/naplata/placanje?orderSlug=${order.slug}`);
  await payApproved(page);

  const { staff, desk } = await signInToDesk(browser, baseURL!);
  await openOnDesk(desk, order.number);
  await expect(desk.getByTestId('order-status')).toHaveText('Plaćanje odobreno');
  await act(desk, 'U obradu', 'Narudžba je u obradi.');
  await act(desk, 'Označi kao poslano', 'Narudžba je poslana', () =>
    desk.getByLabel('Broj za praćenje').fill('HP-2026-100200'),
  );
  const afterSale = desk.getByRole('region', { name: 'Nakon prodaje' });
  await expect(desk.getByRole('region', { name: 'Vremenska crta' })).toContainText('Naplata s kartice');
  // Staff open the carrier's page from the desk as the shopper does from theirs.
  await expect(desk.getByRole('link', { name: 'Prati pošiljku' })).toHaveAttribute(
    'href',
    'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-2026-100200',
  );

  // The buyer withdraws from the pen only, after shipment: the goods are to come back.
  await page.goto(`/narudzba/${order.number}`);
  await expect(page.getByTestId('order-tracking')).toContainText('HP-2026-100200');
  // The courier's tracking page, as the demo's courier method sets it, opens in a tab of its own.
  const track = page.getByTestId('order-tracking').getByRole('link', { name: 'Prati pošiljku' });
  await expect(track).toHaveAttribute('href', 'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-2026-100200');
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', 'noopener');
  await page.getByRole('button', { name: 'ODUSTANI OD UGOVORA' }).click();
  await page.getByLabel(/Šal/).fill('0');
  await page.getByRole('button', { name: 'NASTAVI' }).click();
  await page.getByRole('button', { name: 'POTVRDI ODUSTAJANJE' }).click();
  // The page, read again, says the withdrawal was received and what happens next.
  await expect(page.getByTestId('withdrawal-state')).toContainText('Od ove narudžbe odustali ste');
  await expect(page.getByText(/Vratite proizvode najkasnije 14 dana/)).toBeVisible();
  await expect(page.getByText(/vraćamo na Vašu karticu/)).toBeVisible();

  // The goods back and the refund on a phone (390 px): the desk's order page, its actions and their dialogs work
  // there too, with nothing wider than the screen; the steps before were taken at 1440.
  await desk.setViewportSize(PHONE);
  await desk.reload();
  await expect(desk.getByTestId('order-status')).toHaveText('Djelomični odustanak');
  await expect(afterSale.getByTestId('refund-deadline')).toContainText('još 14 dana');
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({ path: screenPath('admin-order-actions-390'), fullPage: true });
  await act(desk, 'Roba vraćena', 'Povrat robe je zabilježen.', async () => {
    await desk.getByLabel(/Kemijska olovka/).fill('1');
    await desk.getByLabel('Razlog').fill('Odustanak od ugovora, neoštećeno');
    await expectNoSidewaysScroll(desk);
    await desk.screenshot({ path: screenPath('admin-goods-returned-390'), fullPage: true });
  });
  await act(desk, 'Povrat novca', 'Povrat je zabilježen', async () => {
    await expect(desk.getByText('Iznos povrata: 0,00 €')).toBeVisible();
    await desk.getByLabel(/Kemijska olovka/).fill('1');
    await desk.getByLabel('Razlog').fill('Odustanak od ugovora');
    await expectNoSidewaysScroll(desk);
    await desk.screenshot({ path: screenPath('admin-refund-390'), fullPage: true });
  });
  await expect(afterSale.getByRole('table', { name: 'Povrati novca' })).toContainText('1 × Kemijska olovka');
  await expect(desk.getByTestId('order-receipts')).toContainText('Račun (ispravak)');
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({ path: screenPath('admin-order-after-sale-390'), fullPage: true });
  await desk.setViewportSize(DESKTOP);
  await desk.screenshot({ path: screenPath('admin-order-after-sale-1440'), fullPage: true });
  await staff.close();

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Djelomični odustanak');
  await expect(page.getByTestId('order-returned')).toContainText('1 × Kemijska olovka: zaprimljeno');
  await expect(page.getByTestId('order-refunds')).toContainText('vraćeno na karticu');
  await expect(page.getByTestId('order-receipts')).toContainText('Račun (ispravak)');
  await page.screenshot({ path: screenPath('order-after-sale-1440'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('order-refunds')).toBeVisible();
  await expect(track).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: screenPath('order-after-sale-390'), fullPage: true });
});

test('a cash on delivery order withdrawn before shipment has its stock back at once', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await apiLogin(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const order = await placeApiOrder(request, { token, email: DEMO_CUSTOMER.email, payment: PAYMENT.cod });
  await loginAsCustomer(page);
  await page.goto(`/narudzba/${order.number}`);
  await page.getByRole('button', { name: 'ODUSTANI OD UGOVORA' }).click();
  await page.getByRole('button', { name: 'NASTAVI' }).click();
  await page.getByRole('button', { name: 'POTVRDI ODUSTAJANJE' }).click();
  await expect(page.getByText('Proizvode od kojih ste odustali nećemo poslati.')).toBeVisible();
  await expect(page.getByText('Za te proizvode ništa ne plaćate.')).toBeVisible();

  const { staff, desk } = await signInToDesk(browser, baseURL!);
  await openOnDesk(desk, order.number);
  await expect(desk.getByTestId('order-status')).toHaveText('Odustanak od ugovora');
  await expect(desk.getByRole('region', { name: 'Vremenska crta' })).toContainText('Zalihe vraćene');
  await expect(desk.getByRole('table', { name: 'Količine po stavkama' })).toContainText('Kemijska olovka');
  await staff.close();
});

test('a paid bank transfer cancelled by staff gets its correcting receipt and its refund on the bank list', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const order = await placeApiOrder(request, { email: `virman-${Date.now()}@primjer.hr`, payment: PAYMENT.transfer });
  const { staff, desk } = await signInToDesk(browser, baseURL!);
  await openOnDesk(desk, order.number);
  await act(desk, 'Uplata zaprimljena', 'Uplata je zabilježena');
  await act(desk, 'Otkaži narudžbu', 'Narudžba je otkazana', () =>
    desk.getByLabel(/IBAN kupca/).fill('HR12 1001 0051 8630 0016 0'),
  );
  await expect(desk.getByTestId('order-receipts')).toContainText('Račun (ispravak)');
  await desk.getByRole('link', { name: '← Sve narudžbe' }).click();
  const bank = desk.getByRole('region', { name: /Povrati na račun za uplatu/ });
  await expect(bank.getByRole('row').filter({ hasText: order.number })).toContainText('HR1210010051863000160');
  await desk.screenshot({ path: screenPath('admin-bank-refunds-1440'), fullPage: true });
  // The list with its details to copy works on a phone too.
  await desk.setViewportSize(PHONE);
  await expect(bank.getByRole('row').filter({ hasText: order.number })).toBeVisible();
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({ path: screenPath('admin-bank-refunds-390'), fullPage: true });
  await staff.close();

  // The guest's status e-mail links to the look-up with the number filled in.
  await page.goto(`/narudzba?broj=${order.number}`);
  await expect(page.getByLabel('Broj narudžbe')).toHaveValue(order.number);
});
