import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { expectNoSidewaysScroll } from './layout.js';
import { loginAsCustomer } from './login.js';
import { skipOverlays } from './overlays.js';

// What a shopper's third walk through the storefront found, each seen in the browser
// (docs/decisions/0224-size-radios-move-with-arrow-keys.md, 0227-profile-tabs-and-lifting-review-blocks.md).

// axe with every rule on a product page takes a while on a shared, loaded machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test('the sizes are one radio group: Tab reaches one, the arrow keys choose the next available size', async ({
  page,
}) => {
  await page.goto('/product/domaci-dres-2025-26');
  const sizes = page.getByRole('radiogroup', { name: 'Veličina' });
  const radios = sizes.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  // One Tab stop in the group.
  const stops = await radios.evaluateAll((all) => all.filter((r) => (r as HTMLElement).tabIndex === 0).length);
  expect(stops).toBe(1);
  const available = await radios.evaluateAll((all) =>
    all.filter((r) => r.getAttribute('aria-disabled') !== 'true').map((r) => r.textContent),
  );
  expect(available.length).toBeGreaterThan(1);
  await sizes.getByRole('radio', { name: available[0]!, exact: true }).click();
  await page.keyboard.press('ArrowRight');
  const second = sizes.getByRole('radio', { name: available[1]!, exact: true });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(sizes.getByRole('radio', { name: available[0]!, exact: true })).toHaveAttribute('aria-checked', 'true');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await sizes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(`walk2-sizes-${width}`) });
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('the profile tabs fit a phone: the tab strip scrolls, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsCustomer(page);
  await page.goto('/profil?tab=upravljaj_lozinkom');
  const tabs = page.getByRole('navigation', { name: 'Moj profil' });
  await expect(tabs.getByRole('link', { name: 'Upravljaj lozinkom' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page);
  const box = await tabs.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The current tab is in view, and every tab can be reached.
  await expect(tabs.getByRole('link', { name: 'Upravljaj lozinkom' })).toBeInViewport({ ratio: 1 });
  const logout = tabs.getByRole('button', { name: 'Odjava' });
  await logout.scrollIntoViewIfNeeded();
  const [strip, last] = [await tabs.boundingBox(), await logout.boundingBox()];
  expect(last!.x).toBeGreaterThanOrEqual(strip!.x - 1);
  expect(last!.x + last!.width).toBeLessThanOrEqual(strip!.x + strip!.width + 1);
  await page.screenshot({ path: screenPath('walk2-profile-tabs-390') });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: screenPath('walk2-profile-tabs-1440') });
});
