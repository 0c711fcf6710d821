import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { payApproved } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { PAYMENT, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

/**
 * Packing and the receipt register against the real server (docs/decisions/0160 to 0162): the desk home counts
 * what waits, staff tick two orders on 'Za pakiranje' and get one PDF with a page each, the order page says how
 * each line is made in the slip's words, and the receipts page finds the card payment's receipt and saves it as CSV.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const MADE_AS = 'Veličina M · Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori';

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });

interface BundlePart {
  product: { id: number; slug: string; associatedProducts: Array<{ id: number; name: string }> };
}

/** The home kit with every part in size M, the jersey's number, name, gold print and sponsors. */
async function kitOptions(request: import('@playwright/test').APIRequestContext) {
  const kit = await callApi(request, 'GET', '/api/v1/product/web/get?slug=paket-domaci-komplet');
  return {
    bundleOptions: (kit.bundles as BundlePart[]).map(({ product }) => ({
      main: product.id,
      selected: product.associatedProducts.find((v) => v.name.endsWith('– M'))?.id ?? product.id,
      ...(product.slug === 'domaci-dres-2025-26'
        ? {
            personalizations: {
              'Upiši broj': '7',
              'Upiši tekst': 'KOVAČEVIĆ',
              'Boja personalizacije': 'Zlatna',
              'Dodaj sponzore': 'da',
            },
          }
        : {}),
    })),
  };
}

/** The file a click downloads, and its path on disk. */
async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

/** Pages on through the to-pack list (oldest first) until the order's tick box shows. */
async function tickOrder(desk: Page, number: string) {
  const box = desk.getByRole('checkbox', { name: `Odaberi narudžbu ${number}` });
  await expect(desk.getByRole('status').filter({ hasText: 'Za pakiranje:' })).toBeVisible();
  while (!(await box.isVisible())) {
    const next = desk.getByRole('button', { name: 'Sljedeća' });
    await expect(next).toBeEnabled();
    const where = await desk.locator('.desk-pages span').textContent();
    await next.click();
    await expect(desk.locator('.desk-pages span')).not.toHaveText(where!);
  }
  await box.check();
}

test('staff print a batch of packing slips and export the receipts as CSV (1440 and 390)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  // Two orders to pack: a pen paid on delivery, and a kit with a personalised jersey paid by card (its receipt).
  const pen = await placeApiOrder(request, { email: `pakiranje-${stamp}@primjer.hr` });
  const kit = await placeApiOrder(request, {
    email: `komplet-${stamp}@primjer.hr`,
    slug: 'paket-domaci-komplet',
    options: await kitOptions(request),
    payment: PAYMENT.wspay,
  });
  await page.goto(`/naplata/placanje?orderSlug=${kit.slug}`);
  await payApproved(page);

  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await skipOverlays(staff, baseURL!);
  const desk = await staff.newPage();
  await desk.goto('/admin');
  await desk.getByLabel('E-mail').fill(ADMIN.email);
  await desk.getByLabel('Lozinka').fill(ADMIN.password);
  await desk.getByRole('button', { name: 'PRIJAVI SE' }).click();
  const counts = desk.getByRole('list', { name: 'Čeka na obradu' });
  await expect(counts.locator('[data-count="toPack"]')).toContainText(/[1-9]\d*\s*Za pakiranje/);
  await expect(counts.locator('[data-count="awaitingCapture"]')).toContainText(/[1-9]\d*\s*Čeka naplatu kartice/);
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-home-counts-1440'), fullPage: true });

  // Za pakiranje: tick both, print one PDF with a page for each.
  await counts.getByRole('link', { name: /Za pakiranje/ }).click();
  await expect(desk.getByRole('heading', { name: 'Za pakiranje', level: 1 })).toBeVisible();
  await tickOrder(desk, pen.number);
  await tickOrder(desk, kit.number);
  const print = desk.getByRole('button', { name: 'Ispiši popis za pakiranje (2)' });
  const slips = await download(desk, () => print.click());
  expect(slips.name).toBe('pakiranje-2-narudzbi.pdf');
  const pages = execFileSync('pdftotext', ['-layout', slips.path, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(`Narudžba ${pen.number}`);
  expect(pages[1]).toContain(`Narudžba ${kit.number}`);
  expect(pages[1]).toContain(MADE_AS);
  await expect(desk.getByRole('status').filter({ hasText: 'Popis za pakiranje je preuzet: 2 narudžbe' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-packing-1440'), fullPage: true });

  // The order's page words its lines as the slip does.
  await desk.getByRole('link', { name: kit.number }).click();
  const lines = desk.getByRole('region', { name: 'Stavke' });
  await expect(lines).toContainText(MADE_AS);
  await expect(lines).toContainText(/2 × Čarape/);
  await expect(lines.getByRole('button', { name: 'Ispiši popis za pakiranje' })).toBeVisible();
  await desk.screenshot({ path: screenPath('admin-order-lines-1440'), fullPage: true });

  // Računi: the card payment's receipt found by the order's number, and the CSV for the accountant.
  await desk.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Računi' }).click();
  await desk.getByLabel('Broj računa ili narudžbe').fill(kit.number);
  await desk.getByRole('button', { name: 'Traži', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Pronađeno računa: 1' })).toBeVisible();
  const receipt = desk.getByRole('region', { name: 'Izdani računi' }).locator('tbody tr');
  await expect(receipt).toContainText(kit.number);
  await expect(receipt).toContainText('JIR');
  const csv = await download(desk, () => desk.getByRole('button', { name: 'Izvezi CSV' }).click());
  expect(csv.name).toBe('racuni.csv');
  const bytes = readFileSync(csv.path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(rows[0]!.split(';')).toContain('Iznos (EUR)');
  expect(rows).toHaveLength(2);
  expect(rows[1]!.split(';')[2]).toBe(kit.number);
  expect(rows[1]!.split(';')[3]).toMatch(/^\d+,\d{2}$/);
  await expect(desk.getByRole('status').filter({ hasText: 'Datoteka s računima je preuzeta.' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-receipts-register-1440'), fullPage: true });

  // The same pages on a phone.
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.screenshot({ path: screenPath('admin-receipts-register-390'), fullPage: true });
  await desk.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Pakiranje' }).click();
  await expect(desk.getByRole('heading', { name: 'Za pakiranje', level: 1 })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: 'Za pakiranje:' })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-packing-390'), fullPage: true });
  await desk.goto('/admin');
  await expect(counts.locator('[data-count="toPack"]')).toBeVisible();
  await desk.screenshot({ path: screenPath('admin-home-counts-390'), fullPage: true });
  await staff.close();
});
