import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { axeViolations } from './axe.js';
import { address, fillAddress, payApproved, step } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin, signInToDesk } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

// Gift vouchers (docs/decisions/0214-0217): a 50 € voucher bought by card on the gateway simulator, its e-mail and PDF
// (the QR code read off the rendered page), then spent on two orders: the first takes part, the second the rest.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

async function add(page: Page, slug: string, count: string) {
  await page.goto(`/product/${slug}`);
  await page.locator('.purchase__cta').click();
  await expect(page.locator('.header-actions__badge')).toHaveText(count);
}

async function addressStep(page: Page, email: string) {
  await page.goto('/naplata');
  await fillAddress(page, { ...address, 'E-mail': email });
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
}

/**
 * The QR code of the voucher's PDF: the page rendered by poppler to a binary PPM (a short text header, then RGB bytes),
 * widened to RGBA and read by jsQR.
 */
function qrOfPdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'bon-'));
  writeFileSync(join(dir, 'bon.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '110', '-singlefile', join(dir, 'bon.pdf'), join(dir, 'bon')]);
  const ppm = readFileSync(join(dir, 'bon.ppm'));
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? '';
}

async function voucherMail(request: APIRequestContext, email: string) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const headers = { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` };
  let text = '';
  await expect(async () => {
    const res = await request.get('/api/v1/admin/outbox?limit=50', { headers });
    const mails = (await res.json()).data.records as Array<{ to: string; kind: string; text: string }>;
    text = mails.find((m) => m.to === email && m.kind === 'gift_voucher')?.text ?? '';
    expect(text).toContain('Vaš poklon bon');
  }).toPass({ timeout: 15_000 });
  return text;
}

test('a voucher bought by card is e-mailed with its PDF and pays two orders, part and rest', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A card purchase and two checkouts on a loaded 2-core machine.
  test.setTimeout(240_000);
  const email = `bon-${Date.now()}@primjer.hr`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await add(page, 'poklon-bon-50', '1');
  await addressStep(page, email);
  // Vouchers only: no delivery step, and no voucher may pay for them.
  await step(page, 'NAPLATA');
  await page.getByRole('radio', { name: /WSPay/ }).check();
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await payApproved(page).catch(async () => {
    // Captured at once (the order buys vouchers): the success page may already say 'Plaćeno'.
    await expect(page.getByTestId('order-status')).toHaveText('Plaćeno');
  });
  const listed = page.getByTestId('order-voucher');
  await expect(listed).toHaveCount(1, { timeout: 15_000 });
  await expect(listed).toContainText('50,00');
  expect(await axeViolations(page)).toEqual([]);

  const mail = await voucherMail(request, email);
  const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec(mail)![1]!;
  const pdfUrl = /(https?:\/\/\S+\/api\/v1\/vouchers\/\S+\/pdf)/.exec(mail)![1]!;
  const pdf = await request.get(new URL(new URL(pdfUrl).pathname, page.url()).toString());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect(qrOfPdf(await pdf.body())).toBe(code);

  // First order: a scarf delivered by courier; the voucher pays all of it, the rest stays on the voucher.
  await add(page, 'sal-zvijezda-klasicni', '1');
  await addressStep(page, email);
  await step(page, 'DOSTAVA');
  await page
    .getByRole('radio', { name: /Dostava kurirom na adresu/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  const field = page.getByRole('textbox', { name: 'Kod poklon bona' });
  const typo = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
  await field.fill(typo);
  await page.getByRole('button', { name: 'Iskoristi' }).click();
  await expect(page.getByText('Kod poklon bona nije ispravan: provjerite jeste li ga točno prepisali.')).toBeVisible();
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Iskoristi' }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText('50,00');
  await expect(page.getByTestId('voucher-due')).toHaveText(/^0,00/);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.checkout-voucher').screenshot({ path: screenPath('checkout-voucher-1440') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('voucher-applied')).toBeVisible();
  const box = await page.locator('.checkout-voucher').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await page.locator('.checkout-voucher').screenshot({ path: screenPath('checkout-voucher-390') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('radio', { name: /Virmansko plaćanje/ })
    .first()
    .check();
  await page.getByRole('button', { name: /NARUČI/ }).click();
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  await expect(page.getByTestId('order-voucher-paid')).toBeVisible({ timeout: 15_000 });
  const paidFirst = await page.getByTestId('order-voucher-paid').innerText();

  // Second order: two umbrellas; the voucher pays what is left, the rest is due by transfer.
  await add(page, 'kisobran', '1');
  await add(page, 'kisobran', '2');
  await addressStep(page, email);
  await step(page, 'DOSTAVA');
  await page
    .getByRole('radio', { name: /Dostava kurirom na adresu/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await page.getByRole('textbox', { name: 'Kod poklon bona' }).fill(code);
  await page.getByRole('button', { name: 'Iskoristi' }).click();
  await expect(page.getByTestId('voucher-applied')).toBeVisible();
  await page
    .getByRole('radio', { name: /Virmansko plaćanje/ })
    .first()
    .check();
  await page.getByRole('button', { name: /NARUČI/ }).click();
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  await expect(page.getByTestId('order-voucher-paid')).toBeVisible({ timeout: 15_000 });
  const paidSecond = await page.getByTestId('order-voucher-paid').innerText();
  const euros = (t: string) => Number(/([\d.]+,\d{2})/.exec(t)![1]!.replace('.', '').replace(',', '.'));
  expect(euros(paidFirst) + euros(paidSecond)).toBeCloseTo(50, 2);

  // The back office finds it by the buyer's e-mail: spent, with its movements; staff block it.
  const { staff, desk } = await signInToDesk(browser, baseURL!);
  await desk.goto(`/admin/bonovi?q=${encodeURIComponent(email)}`);
  await expect(desk.getByRole('link', { name: code })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-vouchers-1440'), fullPage: true });
  await desk.getByRole('link', { name: code }).click();
  await expect(desk.getByTestId('voucher-balance')).toHaveText(/^0,00/);
  await desk.getByRole('button', { name: 'Blokiraj' }).click();
  await expect(desk.getByTestId('voucher-done')).toHaveText('Poklon bon je blokiran.');
  await expect(desk.getByTestId('voucher-state')).toHaveText('Blokiran');
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-voucher-1440'), fullPage: true });
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.screenshot({ path: screenPath('admin-voucher-390'), fullPage: true });
  await staff.close();
});
