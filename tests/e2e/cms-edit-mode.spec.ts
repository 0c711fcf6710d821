import type { APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { EVERY_RULE } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';
import { putPageBack } from './staff-api.js';

/**
 * The CMS edit mode on the home page (docs/decisions/0222-cms-drafts.md, 0223-cms-edit-mode-guard.md): a content
 * editor types a new title in place, moves a section and saves a draft that a guest does not see; once published the
 * guest sees it. The page is put back as it was afterwards: other journeys read the home page.
 */
const HOME = '/api/v1/admin/cms/pages/naslovna';

test.describe.configure({ timeout: 240_000 });

const putHomeBack = (request: APIRequestContext) => putPageBack(request, HOME);

test('an editor types a title in place, moves a section and publishes; a guest sees it only then', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const guestContext = await browser.newContext();
  await skipOverlays(guestContext, baseURL!);
  const guest = await guestContext.newPage();
  const title = `Novo u trgovini ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);

    await page.goto('/?editPage=true');
    const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });
    const sections = page.locator('.cms-edit-section');
    const ids = async () => sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section-id')));
    const before = await ids();
    expect(before.slice(0, 2)).toEqual(['hero', 'izdvojeno']);

    // The carousel's title typed in place.
    const heading = page.locator('[data-section-id="izdvojeno"]').getByRole('textbox', { name: 'Naslov' });
    await heading.click();
    await heading.fill(title);
    await heading.press('Enter');
    await expect(toolbar.getByText('Nespremljene promjene')).toBeVisible();
    // The category tiles moved above it, from the keyboard.
    const tiles = page.getByRole('toolbar', { name: 'Sekcija 3: Kategorije' });
    await tiles.getByRole('button', { name: 'Gore' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(ids).toEqual(['hero', 'kategorije', 'izdvojeno', ...before.slice(3)]);

    // A section's options in the side panel; the toolbar and the panel have no accessibility faults.
    await page
      .getByRole('toolbar', { name: 'Sekcija 1: Naslovna slika' })
      .getByRole('button', { name: 'Postavke' })
      .click();
    const panel = page.getByRole('complementary', { name: 'Postavke: Naslovna slika' });
    await expect(panel.getByLabel('Naslov', { exact: true })).toHaveValue('Nova sezona, iste boje');
    // Every rule on the edit mode (its sections, toolbar and panel); the shop's frame has its own journeys.
    const axe = await new AxeBuilder({ page }).include('.cms-edit').withRules(EVERY_RULE).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-mode-1440') });
    await panel.getByRole('button', { name: 'Zatvori' }).click();

    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(toolbar.getByRole('status')).toHaveText(/Nacrt je spremljen/);
    await expect(toolbar.getByText('Nacrt (nije objavljen)')).toBeVisible();
    // The guest still sees the published page.
    await guest.goto('/');
    await expect(guest.getByRole('heading', { name: 'Izdvojeno', level: 2 })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);

    await toolbar.getByRole('button', { name: 'Objavi' }).click();
    // The hero's image may have no description: a warning the editor publishes past.
    const anyway = toolbar.getByRole('button', { name: 'Objavi svejedno' });
    await expect(toolbar.getByRole('status').filter({ hasText: 'objavljena' }).or(anyway)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(toolbar.getByRole('status')).toHaveText(/Stranica je objavljena/);
    await expect(toolbar.getByText('Objavljeno')).toBeVisible();

    await guest.reload();
    await expect(guest.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    const order = await guest.locator('main h2').allTextContents();
    expect(order.indexOf('Kupuj po kategoriji')).toBeLessThan(order.indexOf(title));

    // The same edit mode on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(toolbar.getByRole('button', { name: 'Izađi' })).toBeInViewport();
    await page.screenshot({ path: screenPath('cms-edit-mode-390') });
    await toolbar.getByRole('button', { name: 'Izađi' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toolbar).toHaveCount(0);
  } finally {
    await putHomeBack(request);
    await guestContext.close();
  }
});
