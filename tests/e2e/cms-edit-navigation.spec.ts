import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  closeDialogOnAPhone,
  expectNoViolationsIn,
  guestBesideEditor,
  htmlForNewVisitor,
  openToolbarDialog,
} from './cms-edit.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { uploadOneImage } from './media-upload.js';
import { staffApiHeaders } from './staff-api.js';

/**
 * The header's menu in the edit mode (docs/decisions/0234-navigation-drafts.md): a content editor adds an item that
 * leads to a category found with the picker, publishes the menu, and a guest finds it in the header, in the server's
 * HTML too. The menu is put back as the seed has it afterwards: other journeys read the header.
 */
const NAVS = '/api/v1/admin/cms/navigations';

test.describe.configure({ timeout: 120_000 });

async function putMenuBack(request: APIRequestContext) {
  const auth = await staffApiHeaders(request);
  const revision = async () =>
    (
      (await (await request.get(NAVS, { headers: auth })).json()).data.navigations as Array<{
        handle: string;
        revision: number;
      }>
    ).find((n) => n.handle === 'main')!.revision;
  const versions = (await (await request.get(`${NAVS}/main/history`, { headers: auth })).json()).data
    .versions as Array<{
    id: number;
    publishedBy: string | null;
    live: boolean;
  }>;
  const seed = versions.find((v) => v.publishedBy === null);
  if (seed && !seed.live) {
    await request.post(`${NAVS}/main/history/${seed.id}/restore`, {
      headers: auth,
      data: { revision: await revision() },
    });
    await request.post(`${NAVS}/main/publish`, { headers: auth, data: { revision: await revision() } });
  }
  await request.delete(`${NAVS}/main/draft?revision=${await revision()}`, { headers: auth });
}

test('an editor adds a header menu item to a category picked with the picker; a guest sees it once published', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!);
  const title = `Klupski suveniri ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);

    const editor = await openToolbarDialog(page, 'Navigacija');
    const items = editor.getByRole('list', { name: 'Stavke: Glavna navigacija' });
    await expect(items.getByRole('button', { name: /^Dresovi\s?, 1\./ })).toBeVisible({ timeout: 20_000 });
    await expect(editor.getByRole('button', { name: 'Zaglavlje' })).toHaveAttribute('aria-pressed', 'true');

    // A new item: the category found with the picker's search.
    await editor.getByRole('button', { name: '+ Dodaj stavku' }).click();
    const options = page.getByRole('dialog', { name: 'Nova stavka izbornika' });
    await expect(options.getByRole('radio', { name: 'Kategorija' })).toBeChecked();
    await options.getByLabel('Traži kategoriju').fill('suven');
    await options
      .getByRole('list', { name: 'Rezultati: Kategorija' })
      .getByRole('button', { name: /^Suveniri/ })
      .click();
    await expect(options.getByRole('list', { name: 'Odabrano: Kategorija' })).toContainText('Suveniri');
    await options.getByLabel('Naziv stavke').fill(title);
    await expectNoViolationsIn(page, '.cms-link-options');
    await options.getByRole('button', { name: 'Primijeni' }).click();
    await expect(options).toHaveCount(0);

    // Moved one place up from the keyboard, then back down.
    const added = items.getByRole('button', { name: new RegExp(`^${title}\\s?, 10\\. od 10`) });
    await expect(added).toBeVisible();
    await added.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(items.getByRole('button', { name: new RegExp(`^${title}\\s?, 9\\. od 10`) })).toBeFocused();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(items.getByRole('button', { name: new RegExp(`^${title}\\s?, 10\\. od 10`) })).toBeFocused();
    await expect(editor.getByText('Nespremljene promjene')).toBeVisible();

    // Dragged above its neighbour, then the neighbour dragged back above it (rows are dragged; a line shows where).
    const named = (place: number) =>
      items.getByRole('button', { name: new RegExp(`^${title}\\s?, ${place}\\. od 10`) });
    const rowOf = (handle: typeof added) => handle.locator('xpath=..');
    const neighbour = () => items.getByRole('button', { name: /, 9\. od 10\./ });
    await rowOf(named(10)).dragTo(rowOf(neighbour()), { targetPosition: { x: 20, y: 4 } });
    await expect(named(9)).toBeVisible();
    await rowOf(items.getByRole('button', { name: /, 10\. od 10\./ })).dragTo(rowOf(named(9)), {
      targetPosition: { x: 20, y: 4 },
    });
    await expect(named(10)).toBeVisible();

    await expectNoViolationsIn(page, '.cms-nav-editor');
    await page.screenshot({ path: screenPath('cms-edit-navigation-1440') });

    // Saved as a draft, the guest's header has no such item; published, it has.
    await editor.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Nacrt izbornika je spremljen/);
    await guest.goto('/');
    const guestNav = guest.getByRole('navigation', { name: 'Glavna navigacija' });
    await expect(guestNav.getByRole('link', { name: 'Suveniri', exact: true })).toBeVisible();
    await expect(guestNav.getByRole('link', { name: title })).toHaveCount(0);

    await editor.getByRole('button', { name: 'Objavi izbornik' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Izbornik je objavljen/);

    await guest.reload();
    await expect(guestNav.getByRole('link', { name: title })).toHaveAttribute('href', '/shop/suveniri');
    // The server's HTML of the page has it too (the cached page was dropped by the publication).
    const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(title);

    // The editor on a phone.
    await closeDialogOnAPhone(page, editor, '.cms-nav-editor', 'cms-edit-navigation-390');
  } finally {
    await putMenuBack(request);
    await guestContext.close();
  }
});

/**
 * A menu item's image (docs/decisions/0259-menu-images-and-the-top-strip.md): the editor uploads one with its alt text
 * for a sub-item of 'Dresovi', sees it in the editor, publishes, and a guest finds it in the desktop mega-menu's panel,
 * in the server's HTML too; the editor at 390.
 */
test('an editor gives a menu item an image; a guest sees it in the mega-menu once published', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!, {
    viewport: { width: 1440, height: 900 },
  });
  const alt = `Gostujući dres slika ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);
    const editor = await openToolbarDialog(page, 'Navigacija');
    // The seeded sub-item shows its image already.
    await expect(editor.getByRole('img', { name: /^Slika stavke: / }).first()).toBeVisible({ timeout: 20_000 });

    await editor.getByRole('button', { name: 'Dodaj sliku: Gostujući dres' }).click();
    const media = page.getByRole('dialog', { name: 'Knjižnica medija: slika stavke izbornika' });
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    await uploadOneImage(media, { name: 'gostujuci.png', buffer: png }, alt);
    await media.getByRole('button', { name: 'Koristi sliku' }).click();
    await expect(media).toHaveCount(0);
    await expect(editor.getByRole('img', { name: `Slika stavke: ${alt}` })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Ukloni sliku: Gostujući dres' })).toBeVisible();
    await page.screenshot({ path: screenPath('cms-edit-navigation-image-1440') });

    await expectNoViolationsIn(page, '.cms-edit', '.cms-nav-editor');

    await editor.getByRole('button', { name: 'Objavi izbornik' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Izbornik je objavljen/, { timeout: 20_000 });

    // The guest's mega-menu: the panel of 'Dresovi' draws the image with its sub-item.
    await guest.goto('/');
    const guestNav = guest.getByRole('navigation', { name: 'Glavna navigacija' });
    const toggle = guestNav.getByRole('button', { name: 'Dresovi: podizbornik' });
    // The panel opens once the live navigation has taken over the server's markup.
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const away = guestNav.getByRole('link', { name: 'Gostujući dres' });
    await expect(away.locator('img')).toBeVisible({ timeout: 20_000 });
    await expect(away.locator('img')).toHaveAttribute('alt', '');
    const src = (await away.locator('img').getAttribute('src'))!;
    await guest.screenshot({ path: screenPath('cms-edit-navigation-image-guest-1440') });
    await expectNoViolationsIn(guest, '.main-nav');
    // The server's HTML, for a visitor with nothing cached: the publication dropped the cached page.
    expect(await htmlForNewVisitor(baseURL!)).toContain(src.replace(/&/g, '&amp;'));

    // The editor on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(editor.getByRole('img', { name: `Slika stavke: ${alt}` })).toBeVisible();
    await page.screenshot({ path: screenPath('cms-edit-navigation-image-390') });
    await expectNoViolationsIn(page, '.cms-nav-editor');
  } finally {
    await putMenuBack(request);
    await guestContext.close();
  }
});
