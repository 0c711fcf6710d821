import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { guestBesideEditor, newReleaseForm, openEditMode, rollBackRelease } from './cms-edit.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { staffApiHeaders } from './staff-api.js';

/**
 * A timed release (docs/decisions/0251-cms-timed-releases.md): the owner (content and catalogue permissions) saves
 * new headlines of the membership and the contact pages as drafts, schedules both with the popup's new texts and a
 * picked product's new price, edits the scheduled release (the price and a moment a few seconds ahead), previews it;
 * a guest sees the pages and the price only once the moment came (the e2e server sweeps every second), an edit sent
 * after that is refused in Croatian, and the guest sees the old pages and price again after the rollback.
 * A second release carries a footer menu's draft and the footer band master's new text
 * (docs/decisions/0260-masters-and-menus-in-releases.md): both reach a guest at the moment, in the server's HTML too,
 * and go back with the rollback.
 */
const OWNER = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const PAGE = '/clanstvo';
const PRODUCT = '/product/retro-dres-1995';
const OLD_TITLE = 'Postanite član';
const NEW_PRICE = /55,55\s€/;
const FIRST_PRICE = '66,66';
// Room for the edit, the preview and their accessibility checks on a busy machine before the moment.
const AHEAD_SECONDS = 60;
/** The footer's 'Kupnja' link group, and the pages' footer band master (a child of it ends /clanstvo). */
const MENU = 'footer2';
const MENU_TITLE = 'Kupnja';
const MASTER = 'Podnožje stranica: službena trgovina';

test.describe.configure({ timeout: 240_000 });

/** Whatever a failed run left: releases rolled back or cancelled, the page's draft dropped. */
async function cleanUp(request: APIRequestContext) {
  const auth = await staffApiHeaders(request, OWNER);
  const releases = (await (await request.get('/api/v1/admin/cms/releases', { headers: auth })).json()).data
    .releases as Array<{ id: number; status: string }>;
  for (const r of releases) {
    if (r.status === 'live') await request.post(`/api/v1/admin/cms/releases/${r.id}/rollback`, { headers: auth });
    if (r.status === 'scheduled') await request.post(`/api/v1/admin/cms/releases/${r.id}/cancel`, { headers: auth });
  }
  const menus = (await (await request.get('/api/v1/admin/cms/navigations', { headers: auth })).json()).data
    .navigations as Array<{ handle: string; revision: number; state: string }>;
  for (const menu of menus.filter((m) => m.handle === MENU && m.state === 'draft'))
    await request.delete(`/api/v1/admin/cms/navigations/${menu.handle}/draft?revision=${menu.revision}`, {
      headers: auth,
    });
  for (const slug of ['clanstvo', 'kontakt']) {
    const page = (await (await request.get(`/api/v1/admin/cms/pages/${slug}`, { headers: auth })).json()).data;
    await request.delete(`/api/v1/admin/cms/pages/${slug}/draft?revision=${page.revision}`, { headers: auth });
  }
}

/** The contact page's sections as the shop answers them to a guest (its own view does not show their titles). */
async function contactTitles(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/v1/cms/finder/decide?params=kontakt', { headers: { apiKey: 'demo-api-key' } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data.components as Array<{ title?: string }>).map((s) => s.title ?? '');
}

/** Saves a draft of the contact page whose first section's title reads `title` (its own edit is another journey's). */
async function draftContactHeadline(request: APIRequestContext, title: string) {
  const headers = await staffApiHeaders(request, OWNER);
  const page = (await (await request.get('/api/v1/admin/cms/pages/kontakt', { headers })).json()).data;
  const components = (page.components as Array<Record<string, unknown>>).map((s, i) => (i === 0 ? { ...s, title } : s));
  const saved = await request.put('/api/v1/admin/cms/pages/kontakt/draft', {
    headers,
    data: { revision: page.revision, components },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Opens `path` as a guest coming back does: the browser may keep a page a minute (docs/decisions/0107), so it asks
 * the shop again (a reload revalidates), which answers what is live now.
 */
async function visit(guest: Page, path: string) {
  await guest.goto(path);
  await guest.reload();
}

/** `seconds` from now in the browser's own time zone, as a `datetime-local` value. */
const localMomentIn = (page: Page, seconds: number) =>
  page.evaluate((s) => {
    const at = new Date(Date.now() + s * 1000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
  }, seconds);

test('an editor schedules two pages, the popup and a price together, edits it; a guest sees them at the moment, then rolled back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!);
  const title = `Komplet stiže ${Date.now().toString(36)}`;
  const contactTitle = `Pitanja o kompletu ${Date.now().toString(36)}`;
  const popupTitle = `Novi komplet ${Date.now().toString(36)}`;
  const name = `Lansiranje ${Date.now().toString(36)}`;
  try {
    await visit(guest, PRODUCT);
    const oldPrice = (await guest
      .locator('main')
      .getByText(/\d+,\d{2}\s€/)
      .first()
      .textContent())!.trim();
    expect(oldPrice).not.toMatch(NEW_PRICE);

    // The new headline saved as the page's draft in the edit mode.
    await signInToBackOffice(page, OWNER);
    const toolbar = await openEditMode(page, PAGE);
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });
    const heading = page.locator('[data-section-id="clanstvo"]').getByRole('textbox', { name: 'Naslov' });
    await heading.click();
    await heading.fill(title);
    await heading.press('Enter');
    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(toolbar.getByText('Nacrt (nije objavljen)')).toBeVisible();
    await draftContactHeadline(request, contactTitle);

    // The toolbar's 'Izdanja' opens the releases with this page.
    await toolbar.getByRole('link', { name: 'Izdanja' }).click();
    await expect(page).toHaveURL(/\/admin\/izdanja\?stranica=clanstvo/);
    const form = await newReleaseForm(page);
    await form.getByLabel('Naziv izdanja').fill(name);
    // Pages: the one the toolbar came from, and one more picked from those with a draft.
    const pages = form.getByRole('group', { name: 'Stranice (njihovi trenutni nacrti)' });
    await expect(pages.getByRole('list', { name: /^Odabrano/ })).toContainText('clanstvo');
    await pages.getByLabel('Traži stranicu').fill('kontak');
    await pages
      .getByRole('list', { name: /^Rezultati/ })
      .getByRole('button', { name: /Kontakt/ })
      .click();
    await expect(pages.getByRole('list', { name: /^Odabrano/ })).toContainText('Kontakt');
    // The popup's new texts, kept hidden so the guest's pages stay as they are; the description is sanitised.
    await form.getByLabel('Izdanje mijenja skočni prozor').check();
    await form.getByLabel('Naslov prozora', { exact: true }).fill(popupTitle);
    await form.getByLabel('Podnaslov prozora').fill('Od petka u trgovini');
    await form.getByLabel('Opis prozora').fill('<p>Stiže <strong>novi</strong> dres<script>alert(1)</script></p>');
    await form.getByLabel('Prikaži prozor kupcima').uncheck();
    // A product picked from the suggestions, with its new price.
    const picker = form.getByRole('group', { name: 'Proizvodi' });
    await picker.getByLabel('Traži proizvod').fill('Retro dres 1995');
    await picker
      .getByRole('list', { name: /^Rezultati/ })
      .getByRole('button', { name: /Retro dres 1995/ })
      .click();
    await form.getByLabel('Redovna cijena (€)').fill(FIRST_PRICE);
    await form.getByLabel('Trenutak objave').fill(await localMomentIn(page, 3600));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-form-1440'), fullPage: true });
    await form.getByRole('button', { name: 'Zakaži' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Izdanje je zakazano' })).toBeVisible();
    const release = page.locator('.release').filter({ hasText: name });
    await expect(release.getByText('Zakazano')).toBeVisible();
    await expect(release).toContainText(FIRST_PRICE);
    await expect(release).toContainText('Stranica Članstvo');
    await expect(release).toContainText('Stranica Kontakt');
    await expect(release).toContainText(`Skočni prozor: ${popupTitle} (skriven)`);

    // Edited while scheduled, on a phone: the new price and a moment a few seconds ahead.
    await page.setViewportSize({ width: 390, height: 844 });
    await release.getByRole('button', { name: `Uredi: ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Uredi izdanje' });
    await expect(edit.getByLabel('Naziv izdanja')).toHaveValue(name);
    await expect(edit.getByLabel('Naslov prozora', { exact: true })).toHaveValue(popupTitle);
    await expect(edit.getByLabel('Redovna cijena (€)')).toHaveValue(FIRST_PRICE);
    await expect(edit.getByRole('list', { name: /^Odabrano: Stranice/ }).getByRole('listitem')).toHaveCount(2);
    await edit.getByLabel('Redovna cijena (€)').fill('55,55');
    // The row started from the product's sale price now: emptied, the shop asks the new regular price.
    await edit.getByLabel('Akcijska cijena (€)').fill('');
    await edit.getByLabel('Trenutak objave').fill(await localMomentIn(page, AHEAD_SECONDS));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-edit-390'), fullPage: true });
    await edit.getByRole('button', { name: 'Spremi izmjene' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Izmjene izdanja su spremljene' })).toBeVisible();
    await expect(release).toContainText('55,55');
    await expect(release).not.toContainText(FIRST_PRICE);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Preview as of the moment: the staff see the new headline; the guest still sees the live page.
    await release.getByRole('button', { name: `Pregled: ${name}` }).click();
    const preview = page.getByRole('region', { name: `Pregled izdanja ${name}` });
    await expect(preview).toContainText(title);
    await expect(preview).toContainText(contactTitle);
    await expect(preview).toContainText('55,55');
    await expect(preview).toContainText(popupTitle);
    await expect(preview).toContainText('Stiže novi dres');
    await expect(preview.locator('script')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-preview-1440'), fullPage: true });
    await preview.getByRole('button', { name: 'Zatvori pregled' }).click();
    await visit(guest, PAGE);
    await expect(guest.getByRole('heading', { name: OLD_TITLE })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    expect(await contactTitles(request)).not.toContain(contactTitle);

    // An edit opened before the moment and sent after it is refused: the release went live meanwhile.
    await release.getByRole('button', { name: `Uredi: ${name}` }).click();

    // At the moment everything goes live together.
    await expect(async () => {
      await visit(guest, PAGE);
      await expect(guest.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000, intervals: [2000] });
    await expect.poll(() => contactTitles(request), { timeout: 10_000 }).toContain(contactTitle);
    const late = page.getByRole('form', { name: 'Uredi izdanje' });
    await late.getByLabel('Trenutak objave').fill(await localMomentIn(page, 3600));
    await late.getByRole('button', { name: 'Spremi izmjene' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Izdanje više nije zakazano' })).toBeVisible();
    await expect(late).toHaveCount(0);
    await expect(release.getByText('Objavljeno', { exact: true })).toBeVisible();
    await expect(release.getByRole('button', { name: `Uredi: ${name}` })).toHaveCount(0);
    await visit(guest, PRODUCT);
    await expect(guest.locator('main').getByText(NEW_PRICE).first()).toBeVisible();
    await guest.setViewportSize({ width: 390, height: 844 });
    await visit(guest, PAGE);
    await expect(guest.getByRole('heading', { name: title })).toBeVisible();
    await guest.screenshot({ path: screenPath('cms-release-live-390') });
    await guest.setViewportSize({ width: 1440, height: 900 });

    await page.screenshot({ path: screenPath('cms-release-live-1440'), fullPage: true });

    // Rolled back as one, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await rollBackRelease(page, release, name);
    await expect(release.getByText('Vraćeno', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-rolled-back-390'), fullPage: true });

    await visit(guest, PAGE);
    await expect(guest.getByRole('heading', { name: OLD_TITLE })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await expect.poll(() => contactTitles(request), { timeout: 10_000 }).not.toContain(contactTitle);
    await visit(guest, PRODUCT);
    await expect(guest.locator('main').getByText(oldPrice).first()).toBeVisible();
    await expect(guest.locator('main').getByText(NEW_PRICE)).toHaveCount(0);
  } finally {
    await cleanUp(request);
    await guestContext.close();
  }
});

/** Saves a draft of the footer menu with one more item, linking to the souvenirs. */
async function draftMenuItem(request: APIRequestContext, title: string) {
  const headers = await staffApiHeaders(request, OWNER);
  const menus = (await (await request.get('/api/v1/admin/cms/navigations', { headers })).json()).data
    .navigations as Array<{ handle: string; revision: number; items: unknown[] }>;
  const menu = menus.find((m) => m.handle === MENU)!;
  const items = [...menu.items, { id: 'izdanje', title, link: { type: 'category', slug: 'suveniri' }, children: [] }];
  const saved = await request.put(`/api/v1/admin/cms/navigations/${MENU}/draft`, {
    headers,
    data: { revision: menu.revision, items },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The popup's title as shoppers get it now. */
async function livePopupTitle(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/cms/element/getByHandlers', {
    headers: { apiKey: 'demo-api-key' },
    data: { handlers: ['popup'] },
  });
  return (await res.json()).data[0].meta.title as string;
}

/** The page as the server renders it for a guest (no script run): what a crawler or a slow phone gets first. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('an editor schedules a footer menu and the footer band master together; a guest sees both at the moment, then rolled back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!);
  const stamp = Date.now().toString(36);
  const item = `Kolekcija ${stamp}`;
  const band = `Nova kolekcija stiže ${stamp}`;
  const name = `Podnožje ${stamp}`;
  const footer = guest.getByRole('contentinfo');
  try {
    await draftMenuItem(request, item);
    await visit(guest, PAGE);
    await expect(footer.getByRole('link', { name: 'Uvjeti kupnje' })).toBeVisible();
    await expect(footer.getByText(item)).toHaveCount(0);

    await signInToBackOffice(page, OWNER);
    await page.goto('/admin/izdanja');
    const form = await newReleaseForm(page);
    await form.getByLabel('Naziv izdanja').fill(name);
    // Only the menus with a draft are offered; this one is taken with its draft.
    await form.getByRole('group', { name: 'Izbornici (njihovi trenutni nacrti)' }).getByLabel(MENU_TITLE).check();
    // The master has no draft: ticked, its content is copied into the form and its text changed here.
    const masters = form.getByRole('group', { name: 'Master sekcije' });
    await masters.getByLabel(MASTER, { exact: true }).check();
    await masters.getByLabel(`Tekst (HTML) (${MASTER})`).fill(`<p>${band}</p>`);
    // The popup's fields start from the popup now, not empty.
    await form.getByLabel('Izdanje mijenja skočni prozor').check();
    await expect(form.getByLabel('Naslov prozora', { exact: true })).toHaveValue(await livePopupTitle(request));
    await form.getByLabel('Izdanje mijenja skočni prozor').uncheck();
    await form.getByLabel('Trenutak objave').fill(await localMomentIn(page, 3600));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-menu-master-form-1440'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-release-menu-master-form-390'), fullPage: true });
    // A moment a few seconds ahead, set last so the checks above do not eat into it.
    await form.getByLabel('Trenutak objave').fill(await localMomentIn(page, 30));
    await form.getByRole('button', { name: 'Zakaži' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Izdanje je zakazano' })).toBeVisible();
    const release = page.locator('.release').filter({ hasText: name });
    await expect(release).toContainText(`Izbornik ${MENU_TITLE}`);
    await expect(release).toContainText(`Master sekcija ${MASTER}`);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Preview as of the moment: the menu's items and the master's new text; the guest still sees what is live.
    await release.getByRole('button', { name: `Pregled: ${name}` }).click();
    const preview = page.getByRole('region', { name: `Pregled izdanja ${name}` });
    await expect(preview).toContainText(item);
    await expect(preview).toContainText(band);
    await preview.getByRole('button', { name: 'Zatvori pregled' }).click();
    expect(await serverHtml(request, PAGE)).not.toContain(item);

    // At the moment both go live together: the menu in every page's footer, the master on every page with its band.
    await expect(async () => {
      await visit(guest, PAGE);
      await expect(footer.getByRole('link', { name: item })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 90_000, intervals: [2000] });
    await expect(guest.getByText(band)).toBeVisible();
    for (const path of [PAGE, '/pomoc']) {
      const html = await serverHtml(request, path);
      expect(html).toContain(item);
      expect(html).toContain(band);
    }
    await guest.setViewportSize({ width: 390, height: 844 });
    await visit(guest, PAGE);
    await expect(guest.getByText(band)).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await guest.screenshot({ path: screenPath('cms-release-menu-master-live-390'), fullPage: true });

    // Rolled back as one: the old menu and the master's old text.
    await page.getByRole('button', { name: 'Osvježi' }).click();
    await expect(release.getByText('Objavljeno', { exact: true })).toBeVisible();
    await rollBackRelease(page, release, name);
    expect(await axeViolations(page)).toEqual([]);
    await visit(guest, PAGE);
    await expect(guest.getByText(band)).toHaveCount(0);
    await expect(footer.getByRole('link', { name: item })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Uvjeti kupnje' })).toBeVisible();
    const html = await serverHtml(request, PAGE);
    expect(html).not.toContain(item);
    expect(html).not.toContain(band);
  } finally {
    await cleanUp(request);
    await guestContext.close();
  }
});
