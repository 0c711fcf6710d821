import type { Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { newCustomer } from './checkout-model/customer.js';
import { apiLogin, PAYMENT, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

/**
 * After the purchase: the customer's order history (4 per page, 'Učitaj više'), the order page and its PDF; a guest
 * finds an order by number and e-mail and asks to withdraw from it ('Odustani od ugovora'), opens the link e-mailed
 * to the order's address (docs/decisions/0137-withdrawal-proves-the-mailbox.md), and the acknowledgment e-mail is
 * written; a bank transfer's success page shows the HUB-3A barcode.
 */
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: screenPath(`orders-${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a customer reads the order history, loads more, opens an order and downloads its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A customer of its own: the demo customer's cart is also filled by journeys running beside this one.
  const CUSTOMER = await newCustomer(request);
  const token = await apiLogin(request, CUSTOMER.email, CUSTOMER.password);
  const mine = [];
  for (let i = 0; i < 5; i++) mine.push(await placeApiOrder(request, { token, email: CUSTOMER.email }));
  const newest = mine.at(-1)!;

  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(CUSTOMER.email);
  await page.getByLabel('Lozinka').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
  await page.goto('/profil?tab=povijest_narudbi');
  await expect(page.getByTestId('order-history-total')).toHaveText('Ukupno narudžbi: 5');
  await expect(page.getByTestId('order-card')).toHaveCount(4);
  await page.getByRole('button', { name: 'Učitaj više' }).click();
  await expect(page.getByTestId('order-card')).not.toHaveCount(4);
  expect(await page.getByTestId('order-card').count()).toBeGreaterThan(4);
  await shoot(page, 'history');

  const card = page.getByTestId('order-card').filter({ hasText: newest.number });
  await expect(card).toContainText('U obradi');
  await card.getByRole('link', { name: 'POGLEDAJ NARUDŽBU' }).click();
  await expect(page).toHaveURL(new RegExp(`/narudzba/${newest.number}$`));
  await expect(page.getByRole('heading', { name: `Narudžba ${newest.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalji narudžbe' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Povijest narudžbi' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'ODUSTANI OD UGOVORA' })).toBeVisible();
  await shoot(page, 'order');

  // 'Skini PDF dokument' opens the PDF in a new tab.
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('order-pdf').click()]);
  const pdf = await request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  await page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Povijest narudžbi' }).click();
  await expect(page.getByTestId('order-history-total')).toBeVisible();
});

test('a guest finds an order, withdraws from it with the e-mailed link, and the acknowledgment is e-mailed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `gost.${Date.now()}@primjer.hr`;
  const order = await placeApiOrder(request, { email, firstName: 'Đurđa' });

  await page.goto('/narudzba');
  await expect(page.getByRole('heading', { name: 'Pronađi narudžbu' })).toBeVisible();
  await page.getByLabel('Broj narudžbe').fill('123');
  await page.getByLabel('E-pošta narudžbe').fill(email);
  await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
  await expect(page.getByText('Upišite broj narudžbe kako piše u potvrdi, npr. 2026-000123')).toBeVisible();
  await page.getByLabel('Broj narudžbe').fill(order.number);
  await page.getByLabel('E-pošta narudžbe').fill('netko.drugi@primjer.hr');
  await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
  await expect(page.getByText('Narudžba s tim brojem i e-poštom nije pronađena.')).toBeVisible();
  await shoot(page, 'lookup');
  await page.getByLabel('E-pošta narudžbe').fill(email);
  await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
  await expect(page.getByRole('heading', { name: `Narudžba ${order.number}` })).toBeVisible();

  await page.getByRole('button', { name: 'ODUSTANI OD UGOVORA' }).click();
  await expect(page.getByLabel('Ime i prezime')).toHaveValue('Đurđa Horvat');
  await expect(page.getByLabel('E-pošta narudžbe')).toHaveValue(email);
  await page.getByRole('button', { name: 'NASTAVI' }).click();
  await expect(page.getByText(`jednostrano raskidate ugovor za narudžbu ${order.number}`)).toBeVisible();
  await shoot(page, 'withdrawal-confirm');
  await page.getByRole('button', { name: 'POTVRDI ODUSTAJANJE' }).click();
  // Number and e-mail withdraw nothing yet: the link goes to the order's mailbox.
  await expect(page.getByTestId('withdrawal-link-sent')).toHaveText(
    `Poveznicu za potvrdu odustajanja od narudžbe ${order.number} poslali smo na e-poštu narudžbe.`,
  );
  await shoot(page, 'withdrawal-link-sent');

  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const mailsTo = async () => {
    const outbox = await request.get('/api/v1/admin/outbox?limit=100', {
      headers: { apiKey: 'demo-api-key', authorization: `Bearer ${admin}` },
    });
    const records = (await outbox.json()).data.records as Array<{
      to: string;
      kind: string;
      subject: string;
      text: string | null;
    }>;
    return records.filter((m) => m.to === email);
  };
  const link = (await mailsTo()).find((m) => m.kind === 'withdrawal_confirm')?.text?.match(/https?:\/\/\S+/)?.[0];
  expect(link).toContain('/narudzba/odustajanje?token=');
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  // Opening the link changes nothing (a mail scanner may open it): the shopper confirms.
  await page.getByRole('button', { name: 'Potvrđujem odustajanje' }).click();
  await expect(page.getByTestId('withdrawal-done')).toHaveText(
    'Zaprimili smo Vašu izjavu o odustajanju od: Kemijska olovka.',
  );
  await shoot(page, 'withdrawal-done');
  expect((await mailsTo()).find((m) => m.kind === 'order_withdrawal')?.subject).toContain(
    `Potvrda odustajanja od narudžbe ${order.number}`,
  );
  // The link works once.
  await page.reload();
  await page.getByRole('button', { name: 'Potvrđujem odustajanje' }).click();
  await expect(page.getByText(/Poveznica nije (ispravna|valjana) ili je istekla/)).toBeVisible();

  // Looking the order up again shows that it was withdrawn, and offers no second withdrawal.
  await page.goto('/narudzba');
  await page.getByLabel('Broj narudžbe').fill(order.number);
  await page.getByLabel('E-pošta narudžbe').fill(email);
  await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Odustanak od ugovora');
  await expect(page.getByTestId('withdrawal-state')).toContainText('Od ove narudžbe odustali ste');
  await expect(page.getByRole('button', { name: 'ODUSTANI OD UGOVORA' })).toHaveCount(0);
  // 'Traži drugu narudžbu' leads back to the form.
  await page.getByRole('button', { name: 'Traži drugu narudžbu' }).click();
  await expect(page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' })).toBeVisible();
});

test('the success page of a bank transfer shows the HUB-3A barcode to scan', async ({ page, request }) => {
  const order = await placeApiOrder(request, {
    email: `uplata.${Date.now()}@primjer.hr`,
    payment: PAYMENT.transfer,
    delivery: 67,
  });
  await page.goto(`/naplata/uspjesna?orderSlug=${order.slug}`);
  const barcode = page.getByTestId('order-slip-barcode');
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByTestId('order-reference')).toHaveText(order.number);
  await shoot(page, 'transfer-success');
});
