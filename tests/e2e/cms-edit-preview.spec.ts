import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { EVERY_RULE } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { DEMO_CUSTOMER, loginAsCustomer, signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';
import { staffApiHeaders } from './staff-api.js';

/**
 * The edit mode's preview and drag and drop (docs/decisions/0249-cms-preview-as-a-persona.md,
 * 0250-section-mobile-variants.md): an editor changes the hero's headline and its button's text for phones, saves
 * the draft, previews it as a member (the members' price is theirs) and as a phone (390 px, the phone's texts), and
 * drags a section to a new place; a customer who adds ?editPage=true gets the shoppers' page. The draft is dropped
 * afterwards: other journeys read the home page.
 */
const HOME = '/api/v1/admin/cms/pages/naslovna';

test.describe.configure({ timeout: 240_000 });

async function dropDraft(request: APIRequestContext) {
  const auth = await staffApiHeaders(request);
  const revision = (await (await request.get(HOME, { headers: auth })).json()).data.revision as number;
  await request.delete(`${HOME}/draft?revision=${revision}`, { headers: auth });
}

const axeOf = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).include('.cms-edit').withRules(EVERY_RULE).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
};

test('an editor previews the draft as a member and as a phone, and drags a section (1440, then 390)', async ({
  page,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const headline = `Naslov nacrta ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);
    await page.goto('/?editPage=true');
    const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });

    // The hero's headline, and its button's text on phones, in the side panel.
    await page
      .getByRole('toolbar', { name: 'Sekcija 1: Naslovna slika' })
      .getByRole('button', { name: 'Postavke' })
      .click();
    const panel = page.getByRole('complementary', { name: 'Postavke: Naslovna slika' });
    await panel.getByLabel('Naslov', { exact: true }).fill(headline);
    await panel.getByLabel('Tekst gumba na mobitelu').fill('Dres na klik');
    await panel.getByRole('button', { name: 'Primijeni' }).click();
    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(toolbar.getByRole('status').first()).toHaveText(/Nacrt je spremljen/);

    // The preview as a member: the draft's headline, the members' price as theirs.
    await toolbar.getByRole('button', { name: 'Pregled' }).click();
    const preview = toolbar.getByRole('region', { name: 'Pregled nacrta' });
    await preview.getByRole('radio', { name: 'Član s iskaznicom' }).check();
    await expect(preview.getByRole('status')).toHaveText(/Prikazano: Član s iskaznicom, puna širina/, {
      timeout: 30_000,
    });
    const frame = page.frameLocator('iframe.cms-preview__frame');
    await expect(frame.locator('[data-preview-persona="member"]')).toBeVisible();
    await expect(frame.getByRole('heading', { level: 1 })).toContainText(headline);
    const memberPrice = frame.locator('.product-card__member').filter({ hasText: 'Vaša cijena' }).first();
    await memberPrice.scrollIntoViewIfNeeded();
    await expect(memberPrice).toContainText(/Cijena za članove: \d+,\d{2}/);
    // The editor is still themselves, signed in, in the edit mode behind the preview.
    expect(await page.locator('.cms-edit-section').count()).toBeGreaterThan(3);
    expect(await axeOf(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-preview-member-1440') });

    // A guest sees the members' price as everyone's, with no 'Vaša cijena'.
    await preview.getByRole('radio', { name: 'Gost' }).check();
    await expect(preview.getByRole('status')).toHaveText(/Prikazano: Gost/, { timeout: 30_000 });
    await expect(frame.locator('[data-preview-persona="guest"]')).toBeVisible();
    await expect(frame.locator('.member-yours')).toHaveCount(0);
    await expect(frame.locator('.header-actions').getByRole('link', { name: 'Prijava' })).toBeVisible();

    // As a phone: 390 px of page, the hero's button with its phone text.
    await preview.getByRole('radio', { name: 'Član s iskaznicom' }).check();
    await preview.getByLabel('Mobitel (390 px)').check();
    await expect(preview.getByRole('status')).toHaveText(/Prikazano: Član s iskaznicom, mobitel, 390 px/, {
      timeout: 30_000,
    });
    await expect(frame.locator('.hero__cta')).toHaveText('Dres na klik');
    expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);
    expect(await axeOf(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-preview-phone-1440') });
    await preview.getByRole('button', { name: 'Zatvori pregled' }).click();
    await expect(preview).toHaveCount(0);

    // Drag and drop: the category tiles dragged above the featured products.
    const sections = page.locator('.cms-edit-section');
    const ids = async () => sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-section-id')));
    const before = await ids();
    expect(before.slice(0, 3)).toEqual(['hero', 'izdvojeno', 'kategorije']);
    // Dragged by the grip of its bar onto the upper half of the featured products.
    // Both on screen (a taller window): the featured products' section near the top, the tiles' bar below it.
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page
      .locator('[data-section-id="izdvojeno"]')
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120));
    const grip = await page.locator('[data-section-id="kategorije"] .cms-edit-section__grip').boundingBox();
    const onto = await page.locator('[data-section-id="izdvojeno"]').boundingBox();
    expect(grip!.y + grip!.height).toBeLessThan(1100);
    await page.mouse.move(grip!.x + grip!.width / 2, grip!.y + grip!.height / 2);
    await page.mouse.down();
    await page.mouse.move(onto!.x + 40, onto!.y + onto!.height / 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(ids).toEqual(['hero', 'kategorije', 'izdvojeno', ...before.slice(3)]);
    await expect(page.getByText(`Sekcija „Kategorije” je premještena na mjesto 2 od ${before.length}.`)).toBeAttached();
    await expect(toolbar.getByText('Nespremljene promjene')).toBeVisible();

    // The same edit mode on a phone, its preview as a member on a phone open.
    await page.setViewportSize({ width: 390, height: 844 });
    await toolbar.getByRole('button', { name: 'Pregled' }).click();
    await expect(preview.getByRole('status')).toHaveText(/Prikazano: Član s iskaznicom, mobitel, 390 px/, {
      timeout: 30_000,
    });
    await expect(frame.locator('.hero__cta')).toHaveText('Dres na klik');
    expect(await axeOf(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-preview-phone-390') });
  } finally {
    await dropDraft(request);
  }
});

test('a customer who adds ?editPage=true or ?cmsPreview=member gets the shoppers page, with no toolbar', async ({
  page,
  baseURL,
}) => {
  await skipOverlays(page.context(), baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsCustomer(page, DEMO_CUSTOMER);
  for (const address of ['/?editPage=true', '/?cmsPreview=member']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Izdvojeno', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Uređivanje stranice' })).toHaveCount(0);
    await expect(page.locator('[data-preview-persona]')).toHaveCount(0);
  }
  await page.screenshot({ path: screenPath('cms-edit-preview-customer-390') });
});
