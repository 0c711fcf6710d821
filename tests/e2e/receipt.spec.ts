import jsQR from 'jsqr';
import sharp from 'sharp';
import { orderAndPayByCard, step, toDelivery } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The fiscal receipt of a card purchase (docs/decisions/0074-receipts-issued-with-the-payment.md and
 * 0076-receipt-page-and-e-mail.md): paid on the gateway simulator's hosted page, receipted in the same step,
 * delivered to the local CIS stand-in in the background, shown on its own page with a QR code that checks it.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });

/** Reads the QR code in a PNG (a screenshot of the code as the browser shows it). */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test('a card purchase ends with a receipt page whose QR code checks the receipt at the Tax Administration', async ({
  page,
}) => {
  await toDelivery(page);
  await page.getByRole('radio', { name: /BoxNow/ }).check();
  await page.locator('input[name="locker"]').first().check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await orderAndPayByCard(page);

  const total = (await page.getByTestId('order-total').innerText()).trim();
  const receipts = page.getByTestId('order-receipts');
  await expect(receipts).toContainText(/Račun \d+\/WEB1\/1/);
  await receipts.getByTestId('receipt-link').click();

  await expect(page).toHaveURL(/\/racun\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByRole('heading', { name: /^Račun \d+\/WEB1\/1$/ })).toBeVisible();
  for (const label of ['Prodavatelj', 'Broj računa', 'Datum i vrijeme', 'Način plaćanja', 'Operater', 'ZKI', 'JIR'])
    await expect(page.getByTestId(`receipt-fact-${label}`)).not.toBeEmpty();
  await expect(page.getByTestId('receipt-fact-Način plaćanja')).toHaveText('Kartica');
  await expect(page.getByTestId('receipt-fact-ZKI')).toHaveText(/^[0-9a-f]{32}$/);
  await expect(page.getByTestId('receipt-total')).toHaveText(total);
  // CIS (the local stand-in) answers in the background; the page shows the JIR once it is in.
  const jir = page.getByTestId('receipt-fact-JIR');
  await expect(jir).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { timeout: 30_000 });
  const jirText = await jir.innerText();

  const qr = page.getByTestId('receipt-qr');
  await expect(qr).toHaveAttribute('src', /state=fiscalised$/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: screenPath('receipt-page-1440'), fullPage: true });
  const decoded = await decodeQr(await qr.screenshot());
  const cents = total.replace(/[^\d]/g, '');
  expect(decoded).toMatch(
    new RegExp(`^https://porezna\\.gov\\.hr/rn\\?jir=${jirText}&datv=\\d{8}_\\d{4}&izn=${cents}$`),
  );
  await expect(page.getByRole('link', { name: 'Provjeri račun na stranici Porezne uprave' })).toHaveAttribute(
    'href',
    decoded!,
  );
  const pdf = await page.request.get((await page.getByTestId('receipt-pdf').getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('staff see the receipts waiting for CIS and those it refused on their own screen', async ({ page }) => {
  await page.goto('/admin/receipts');
  await expect(page.getByText(/prijavite u administraciju/)).toBeVisible();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill('admin@zvijezda-shop.hr');
  await page.getByLabel('Lozinka').fill('Admin2024!');
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Računi' }).click();
  await expect(page).toHaveURL(/\/admin\/receipts$/);
  await expect(page.getByRole('heading', { name: 'Fiskalni računi', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Čekaju JIR: \d+$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Odbijeni: \d+$/ })).toBeVisible();
  await page.screenshot({ path: screenPath('admin-receipts-1440'), fullPage: true });
});
