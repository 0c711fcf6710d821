import type { APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { EVERY_RULE } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';
import { putPageBack, staffApiHeaders } from './staff-api.js';

/**
 * The edit mode's pickers and media library (docs/decisions/0247-cms-media-library.md, 0248-picked-products.md): an
 * editor adds a product carousel to the home page and picks its products, uploads an image with its alt text and
 * sets it on the hero, publishes; a guest sees both, in the server-rendered page too. The page is put back afterwards.
 */
const HOME = '/api/v1/admin/cms/pages/naslovna';

test.describe.configure({ timeout: 300_000 });

const putHomeBack = (request: APIRequestContext) => putPageBack(request, HOME);

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test('an editor adds a picked product carousel and an uploaded hero image with its alt text; a guest sees both', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const guestContext = await browser.newContext();
  await skipOverlays(guestContext, baseURL!);
  const guest = await guestContext.newPage();
  const stamp = Date.now().toString(36);
  const title = `Odabrali smo za vas ${stamp}`;
  const alt = `Navijači na sjevernoj tribini ${stamp}`;
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToBackOffice(page);
    await page.goto('/?editPage=true');
    const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });

    // A product carousel added at the end of the page, its products picked and put in order.
    await page.getByRole('button', { name: '+ Niz proizvoda' }).click();
    const added = page.locator('.cms-edit-section').last();
    await added.getByRole('button', { name: 'Postavke' }).click();
    const panel = page.getByRole('complementary', { name: 'Postavke: Niz proizvoda' });
    await panel.getByLabel('Naslov', { exact: true }).fill(title);
    const products = panel.getByRole('group', { name: 'Proizvodi' });
    await products.getByLabel('Traži proizvod').fill('dres');
    const resultList = products.getByRole('list', { name: 'Rezultati: Proizvodi' });
    const results = resultList.getByRole('button');
    // The picker lists products before a word is typed: the names are read once the search's own answer is shown.
    await expect(resultList).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect(results.nth(0)).toContainText(/dres/i, { timeout: 20_000 });
    await expect(results.nth(1)).toContainText(/dres/i);
    const first = (await results.nth(0).locator('.cms-picker__name').textContent())!;
    const second = (await results.nth(1).locator('.cms-picker__name').textContent())!;
    await results.nth(0).click();
    await results.nth(1).click();
    const chosen = products.getByRole('list', { name: 'Odabrano: Proizvodi' });
    await expect(chosen.locator('.cms-picker__name')).toHaveText([first, second]);
    await chosen.getByRole('button', { name: `Pomakni gore: ${second}` }).click();
    await expect(chosen.locator('.cms-picker__name')).toHaveText([second, first]);
    await page.screenshot({ path: screenPath('cms-edit-pickers-products-1440') });
    await panel.getByRole('button', { name: 'Primijeni' }).click();
    const rail = added.getByRole('list', { name: title });
    await expect(rail.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });

    // The hero's image: uploaded with its alt text in the media library, the phone artwork left out.
    await page
      .getByRole('toolbar', { name: 'Sekcija 1: Naslovna slika' })
      .getByRole('button', { name: 'Postavke' })
      .click();
    const heroPanel = page.getByRole('complementary', { name: 'Postavke: Naslovna slika' });
    await heroPanel.getByRole('button', { name: 'Promijeni: slika', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Knjižnica medija: slika' });
    await expect(modal.getByRole('list', { name: 'Slike u knjižnici' }).getByRole('button').first()).toBeVisible({
      timeout: 20_000,
    });
    const files = modal.getByLabel('Dodaj slike (najviše 20 odjednom)');
    const tiny = await png(8, 8, '#ffffff');
    // 21 files at once are refused before anything is sent.
    await files.setInputFiles(
      Array.from({ length: 21 }, (_, i) => ({ name: `slika-${i}.png`, mimeType: 'image/png', buffer: tiny })),
    );
    await expect(modal.getByRole('alert')).toHaveText('Odjednom se može poslati najviše 20 datoteka.');
    await files.setInputFiles({ name: 'tribina.png', mimeType: 'image/png', buffer: await png(1440, 550, '#0b3d91') });
    // Without its alt text the file does not go.
    await modal.getByRole('button', { name: 'Pošalji slike' }).click();
    await expect(modal.getByText('Upišite opis slike (alternativni tekst).')).toBeVisible();
    await modal.getByLabel('Opis slike tribina.png').fill(alt);
    await modal.getByRole('button', { name: 'Pošalji slike' }).click();
    const altField = modal.getByLabel('Opis slike (alternativni tekst, obavezno)');
    await expect(altField).toHaveValue(alt, { timeout: 20_000 });
    await expect(modal.getByRole('button', { name: alt, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // An empty alt text is refused.
    await altField.fill('');
    await modal.getByRole('button', { name: 'Koristi sliku' }).click();
    await expect(modal.getByRole('alert')).toContainText('Slika bez opisa ne može se koristiti.');
    await altField.fill(alt);
    await modal.getByLabel('Veličina (pregled)').selectOption('heroimage');
    // Every rule on the edit mode with the modal open.
    const axe = await new AxeBuilder({ page })
      .include('.cms-edit')
      .include('.cms-media')
      .withRules(EVERY_RULE)
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-pickers-media-1440') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(modal.getByRole('button', { name: 'Koristi sliku' })).toBeVisible();
    const phoneAxe = await new AxeBuilder({ page }).include('.cms-media').withRules(EVERY_RULE).analyze();
    expect(phoneAxe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: screenPath('cms-edit-pickers-media-390') });
    await page.setViewportSize({ width: 1440, height: 900 });
    await modal.getByRole('button', { name: 'Koristi sliku' }).click();
    await expect(modal).toHaveCount(0);
    await expect(heroPanel.getByText(alt)).toBeVisible();
    await heroPanel.getByRole('button', { name: 'Ukloni: slika za mobitel' }).click();
    await heroPanel.getByRole('button', { name: 'Primijeni' }).click();

    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(toolbar.getByText('Nacrt (nije objavljen)')).toBeVisible({ timeout: 20_000 });
    await toolbar.getByRole('button', { name: 'Objavi' }).click();
    const anyway = toolbar.getByRole('button', { name: 'Objavi svejedno' });
    await expect(toolbar.getByRole('status').filter({ hasText: 'objavljena' }).or(anyway)).toBeVisible();
    if (await anyway.isVisible()) await anyway.click();
    await expect(toolbar.getByRole('status')).toHaveText(/Stranica je objavljena/);

    // The guest sees both, on a wide screen and on a phone.
    for (const width of [1440, 390]) {
      await guest.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
      await guest.goto('/');
      const guestRail = guest.getByRole('list', { name: title });
      await expect(guestRail.getByRole('heading')).toHaveText([second, first]);
      await expect(guest.locator('.hero__image')).toHaveAttribute('alt', alt);
      await guestRail.scrollIntoViewIfNeeded();
      await guest.screenshot({ path: screenPath(`cms-edit-pickers-guest-${width}`) });
    }
    // The server-rendered page holds them before any script runs.
    const html = await (await request.get('/')).text();
    // The new carousel's list, as the server drew it: the picked products, in the picked order.
    const listAt = html.indexOf(`aria-label="${title}"`);
    expect(listAt).toBeGreaterThan(-1);
    const list = html.slice(listAt, html.indexOf('</ul>', listAt));
    expect(list.indexOf(second)).toBeGreaterThan(-1);
    expect(list.indexOf(first)).toBeGreaterThan(list.indexOf(second));
    expect(html).toContain(`alt="${alt}"`);
  } finally {
    await putHomeBack(request);
    await guestContext.close();
    // The uploaded image, shown by nothing once the page is back, leaves the library (0258).
    const auth = await staffApiHeaders(request);
    const left = await (
      await request.get(`/api/v1/admin/cms/media?q=${encodeURIComponent(alt)}`, { headers: auth })
    ).json();
    for (const image of (left.data?.images ?? []) as Array<{ id: number }>)
      await request.delete(`/api/v1/admin/cms/media/${image.id}`, { headers: auth });
  }
});

// docs/decisions/0252-link-options-through-the-item-picker.md, 0258-media-library-delete-and-pages.md
test('an editor picks a post and a category as menu links, and pages and deletes in the media library', async ({
  page,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const stamp = Date.now().toString(36);
  const alt = `Za brisanje ${stamp}`;
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
      if (width === 1440) await signInToBackOffice(page);
      await page.goto('/?editPage=true');
      const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
      await toolbar.getByRole('button', { name: 'Navigacija' }).click({ timeout: 20_000 });
      const editor = page.getByRole('dialog', { name: 'Navigacija' });
      await editor.getByRole('button', { name: '+ Dodaj stavku' }).click();
      const options = page.getByRole('dialog', { name: 'Nova stavka izbornika' });
      // A post, found with the item picker.
      await options.getByRole('radio', { name: 'Objava', exact: true }).check();
      const posts = options.getByRole('list', { name: 'Rezultati: Objava' }).getByRole('button');
      await expect(posts.first()).toBeVisible({ timeout: 20_000 });
      const post = (await posts.first().locator('.cms-picker__name').textContent())!;
      await posts.first().click();
      await expect(options.getByRole('list', { name: 'Odabrano: Objava' })).toContainText(post);
      await expect(options.getByLabel('Naziv stavke')).toHaveValue(post);
      // A category instead: the picker of that kind.
      await options.getByRole('radio', { name: 'Kategorija' }).check();
      await options.getByLabel('Traži kategoriju').fill('suven');
      await options
        .getByRole('list', { name: 'Rezultati: Kategorija' })
        .getByRole('button', { name: /^Suveniri/ })
        .click();
      await expect(options.getByRole('list', { name: 'Odabrano: Kategorija' })).toContainText('Suveniri');
      // An external address: a new tab by default, a bad address refused.
      await options.getByRole('radio', { name: 'Vanjska poveznica' }).check();
      await expect(options.getByLabel('Otvori u novoj kartici')).toBeChecked();
      await options.getByLabel('Adresa').fill('hns.family');
      await options.getByRole('button', { name: 'Primijeni' }).click();
      await expect(options.getByRole('alert')).toContainText('https://');
      await options.getByRole('radio', { name: 'Kategorija' }).check();
      const axe = await new AxeBuilder({ page }).include('.cms-link-options').withRules(EVERY_RULE).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      await page.screenshot({ path: screenPath(`cms-edit-link-picker-${width}`) });
      await options.getByRole('button', { name: 'Primijeni' }).click();
      await expect(options).toHaveCount(0);
      // Not saved: the menu stays as it was.
      page.once('dialog', (d) => void d.accept());
      await editor.getByRole('button', { name: 'Zatvori' }).click();
      await expect(editor).toHaveCount(0);

      // The media library: the next page, an image uploaded and deleted, one in use refused.
      await page
        .getByRole('toolbar', { name: 'Sekcija 1: Naslovna slika' })
        .getByRole('button', { name: 'Postavke' })
        .click();
      const heroPanel = page.getByRole('complementary', { name: 'Postavke: Naslovna slika' });
      await heroPanel.getByRole('button', { name: 'Promijeni: slika', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Knjižnica medija: slika' });
      const grid = modal.getByRole('list', { name: 'Slike u knjižnici' });
      await expect(grid.getByRole('listitem')).toHaveCount(24, { timeout: 20_000 });
      await modal.getByRole('button', { name: 'Učitaj još' }).click();
      await expect.poll(() => grid.getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThan(24);
      await modal.getByLabel('Dodaj slike (najviše 20 odjednom)').setInputFiles({
        name: 'brisanje.png',
        mimeType: 'image/png',
        buffer: await png(64, 64, '#aa0000'),
      });
      await modal.getByLabel('Opis slike brisanje.png').fill(alt);
      await modal.getByRole('button', { name: 'Pošalji slike' }).click();
      await expect(modal.getByRole('button', { name: alt, exact: true })).toBeVisible({ timeout: 20_000 });
      await modal.getByRole('button', { name: `Obriši: ${alt}` }).click();
      await expect(modal.getByRole('alertdialog')).toContainText(alt);
      await page.screenshot({ path: screenPath(`cms-edit-media-delete-${width}`) });
      const axeMedia = await new AxeBuilder({ page }).include('.cms-media').withRules(EVERY_RULE).analyze();
      expect(axeMedia.violations.map((v) => v.id)).toEqual([]);
      await modal.getByRole('button', { name: 'Da, obriši' }).click();
      await expect(modal.getByRole('status')).toHaveText(`Slika „${alt}” je obrisana.`, { timeout: 20_000 });
      await expect(modal.getByRole('button', { name: alt, exact: true })).toHaveCount(0);
      // An image in use is refused with where it shows: tests/api/cms-media-library.test.ts (MEDIA_IN_USE).
      await modal.getByRole('button', { name: 'Odustani' }).click();
      await expect(modal).toHaveCount(0);
    }
  } finally {
    // Whatever a failed run left: the uploaded image (nothing shows it) goes.
    const auth = await staffApiHeaders(request);
    const left = await (
      await request.get(`/api/v1/admin/cms/media?q=${encodeURIComponent(alt)}`, { headers: auth })
    ).json();
    for (const image of (left.data?.images ?? []) as Array<{ id: number }>)
      await request.delete(`/api/v1/admin/cms/media/${image.id}`, { headers: auth });
  }
});
