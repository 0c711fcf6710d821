import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The flow explorer (docs/decisions/0170-flow-explorer.md): a back-office user steps the coupon machine in
 * /admin/tokovi (an event, the service's answer chosen by a button, a transition clicked on the diagram) and saves
 * the path as an acceptance scenario; the static site of `npm run flows` opens from disk with the network cut off.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test('staff steps the coupon machine in /admin/tokovi and saves the path as a scenario', async ({
  page,
  context,
  baseURL,
}) => {
  await skipOverlays(context, baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Lozinka').fill(ADMIN.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Tokovi' }).click();
  await expect(page.getByRole('heading', { name: 'Tokovi', level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Tokovi' }).getByRole('button', { name: 'coupon', exact: true }).click();
  const state = page.locator('#flows-state-heading strong');
  await expect(state).toHaveText('none');
  await page.getByRole('button', { name: 'field.change field=code, value=ZVIJEZDA10' }).click();
  await page.getByRole('button', { name: 'form.submit' }).click();
  await expect(state).toHaveText('adding');
  // The current state is marked on the diagram; the service waits until its outcome is chosen.
  await expect(page.locator('.flows__svg [data-state="coupon.adding"]')).toBeVisible();
  await page.getByRole('button', { name: 'applyCoupon answers (ZVIJEZDA10)' }).click();
  await expect(state).toHaveText('applied');
  // A transition the machine can take now is clicked on the diagram itself.
  await page.locator('.flows__svg g[data-transition="coupon.applied|coupon.remove|0"]').click();
  await expect(state).toHaveText('removing');
  await expect(page.getByRole('list').filter({ hasText: 'Početak' })).toContainText('coupon.remove → removing');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenPath('admin-flows-1440') });

  await page.getByRole('button', { name: 'Spremi kao scenarij' }).click();
  await page.getByLabel('Naziv scenarija prihvaćanja').fill('Kupon pa uklanjanje');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Spremi i preuzmi' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('coupon.scenarios.json');
  const saved = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(saved.scenarios.find((s: { name: string }) => s.name === 'Kupon pa uklanjanje').steps).toHaveLength(4);
});

test('the static flow explorer opens from disk with no network', async ({ browser }, testInfo) => {
  const out = testInfo.outputPath('flows');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/flows.ts'], { env: { ...process.env, FLOWS_OUT: out } });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const refused: string[] = [];
  await context.route('**', (route) => {
    if (route.request().url().startsWith('file:')) return route.continue();
    refused.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`file://${join(out, 'index.html')}`);
  await page.getByRole('button', { name: 'mobile-menu', exact: true }).click();
  await page.getByRole('button', { name: 'menu.open' }).click();
  await page.getByRole('button', { name: 'route.changed' }).click();
  await page.getByRole('button', { name: 'after closeDelay (500 ms)' }).click();
  await expect(page.locator('#flows-state-heading strong')).toHaveText('closed');
  await expect(page.locator('.flows__svg svg')).toBeVisible();
  await page.screenshot({ path: screenPath('flows-static-390'), fullPage: true });
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
