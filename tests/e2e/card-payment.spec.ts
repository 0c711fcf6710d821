import type { Page } from '@playwright/test';
import { payApproved, payWith, step, toDelivery } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * Card payments against the local gateway simulator (the same protocol as WSPay and PayWay): a BoxNow order allows
 * cards only, so each journey orders to a locker and pays on the simulator's hosted page with one of its test cards.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
// A journey goes through the whole checkout and the hosted page, some twice: more than the default 30 s on a busy
// 2-core machine.
test.describe.configure({ timeout: 60_000 });

/** A BoxNow order placed with WSPay: the shopper is on the simulator's hosted card page. */
async function toHostedPage(page: Page) {
  await toDelivery(page);
  await page.getByRole('radio', { name: /BoxNow/ }).check();
  await page.locator('input[name="locker"]').first().check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'NAPLATA');
  await page.getByRole('radio', { name: /WSPay/ }).check();
  await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
  await expect(page.getByLabel('Broj kartice')).toBeVisible();
}

test('a card approved on the hosted page, reported before the shopper returns, pays the order once', async ({
  page,
}) => {
  await toHostedPage(page);
  await page.screenshot({ path: screenPath('payment-hosted-page-1440'), fullPage: true });
  await payApproved(page);
});

test('a declined card leads to the failure page, and paying again with another card succeeds', async ({ page }) => {
  await toHostedPage(page);
  for (let i = 0; i < 3; i++) await payWith(page, '4000000000000002');
  await expect(page).toHaveURL(/\/checkout\/failure\?.*reason=declined/);
  await expect(page.getByRole('heading', { name: 'Plaćanje nije uspjelo' })).toBeVisible();
  await expect(page.getByText('Banka je odbila plaćanje.')).toBeVisible();
  await page.screenshot({ path: screenPath('payment-failure-1440'), fullPage: true });
  await page.getByRole('link', { name: 'Pokušaj ponovo' }).click();
  await expect(page.getByLabel('Broj kartice')).toBeVisible();
  await payWith(page, '4111111111111111');
  await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
  await expect(page.getByTestId('order-status')).toHaveText('Plaćanje odobreno');
});

test('cancelling on the hosted page keeps the order waiting for payment', async ({ page }) => {
  await toHostedPage(page);
  await page.getByRole('button', { name: 'Odustani' }).click();
  await expect(page).toHaveURL(/\/checkout\/failure\?.*reason=cancelled/);
  // Cancelling is the shopper's choice, not a failure: the heading and the tab say so.
  await expect(page.getByRole('heading', { name: 'Plaćanje je otkazano' })).toBeVisible();
  await expect(page).toHaveTitle(/^Plaćanje je otkazano \| /);
  await expect(page.getByText('Kartica nije terećena.')).toBeVisible();
  await page.getByRole('link', { name: 'Pogledaj narudžbu' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Čeka plaćanje');
});
