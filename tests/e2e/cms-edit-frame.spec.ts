import type { Page } from '@playwright/test';
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
import { frameAsPublished, putFrameBack } from './staff-api.js';

/**
 * The frame's sponsors and social links in the edit mode (docs/decisions/0254-frame-parts-drafts.md): a content editor
 * adds a sponsor's logo uploaded with its alt text and a social link, is refused an http address with the reason in
 * Croatian, publishes, and a guest sees both at 1440 and 390, in the server's HTML too. The frame is put back as it was
 * afterwards: other journeys read the footer.
 */
test.describe.configure({ timeout: 150_000 });

/** Signs the editor in, opens the home page in the edit mode and the frame's dialog, loaded. */
async function openFrameEditor(page: Page) {
  await signInToBackOffice(page);
  const editor = await openToolbarDialog(page, 'Traka, sponzori i mreže');
  await expect(editor.getByLabel('Naziv skupine').first()).toHaveValue('Generalni sponzor', { timeout: 20_000 });
  return editor;
}

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 120, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('an editor adds a sponsor logo and a social link to the footer; a guest sees them once published', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!);
  const run = Date.now().toString(36);
  const alt = `Pekara Ravnica ${run}`;
  const social = `https://www.instagram.com/zvijezda-navijaci-${run}`;
  const before = await frameAsPublished(request);
  try {
    const editor = await openFrameEditor(page);

    // A sponsor's logo: uploaded to the media library with its alt text, which becomes the logo's.
    await editor.getByRole('button', { name: '+ Dodaj logotip u skupinu Generalni sponzor' }).click();
    const media = page.getByRole('dialog', { name: 'Knjižnica medija: logotip sponzora' });
    await uploadOneImage(media, { name: 'pekara.png', buffer: await png('#8d6e63') }, alt);
    await media.getByRole('button', { name: 'Koristi sliku' }).click();
    await expect(media).toHaveCount(0);
    const logos = editor.getByRole('list', { name: 'Logotipi: Generalni sponzor' });
    const logo = logos.getByRole('listitem').last();
    await expect(logo.getByLabel('Opis logotipa (alternativni tekst)')).toHaveValue(alt);
    await logo.getByLabel('Poveznica (https://…, nije obavezna)').fill('https://pekara-ravnica.example');

    // A social link: an http address is refused before anything is sent, with the reason.
    await editor.getByRole('button', { name: '+ Dodaj društvenu mrežu' }).click();
    const address = editor.getByLabel('Adresa (Instagram)').last();
    await address.fill('http://www.instagram.com/zvijezda');
    await editor.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(editor.getByRole('status')).toHaveText(/mora biti puna adresa koja počinje s https:\/\//);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill(social);

    await expectNoViolationsIn(page, '.cms-edit', '.cms-frame');
    await page.screenshot({ path: screenPath('cms-edit-frame-1440') });

    // Saved, guests do not see it yet; published, they do.
    await editor.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Nacrt je spremljen/, { timeout: 20_000 });
    await guest.goto('/');
    const sponsors = guest.getByRole('region', { name: 'Sponzori i partneri' });
    await expect(sponsors.getByRole('link', { name: 'Osječka banka' })).toBeVisible();
    await expect(sponsors.getByRole('link', { name: alt })).toHaveCount(0);

    await editor.getByRole('button', { name: 'Objavi', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText(/Objavljeno: kupci odmah vide/, { timeout: 20_000 });

    await guest.reload();
    await expect(sponsors.getByRole('link', { name: alt })).toHaveAttribute('href', 'https://pekara-ravnica.example');
    const socials = guest.getByRole('list', { name: 'Društvene mreže' });
    await expect(socials.locator(`a[href="${social}"]`)).toHaveAttribute('aria-label', 'Instagram');
    // The server's HTML of the page, for a visitor with nothing cached: the publication dropped the cached page.
    const html = await htmlForNewVisitor(baseURL!);
    expect(html).toContain(alt);
    expect(html).toContain(social);

    // A phone: the guest's footer, and the editor.
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.reload();
    await sponsors.getByRole('link', { name: alt }).scrollIntoViewIfNeeded();
    await expect(sponsors.getByRole('link', { name: alt })).toBeVisible();
    await expect(socials.locator(`a[href="${social}"]`)).toBeVisible();
    await sponsors.screenshot({ path: screenPath('cms-edit-frame-guest-390') });
    await closeDialogOnAPhone(page, editor, '.cms-frame', 'cms-edit-frame-390');
  } finally {
    await putFrameBack(request, before);
    await guestContext.close();
  }
});

/**
 * The frame's history (docs/decisions/0255-frame-history.md): an editor publishes two announcements, finds both in
 * 'Povijest objava', brings the first back and publishes it; a guest sees it in the strip at 1440 and, alone above the
 * header, on a 390 px phone, and the server's HTML carries it.
 */
test('an editor restores an earlier announcement from the history; a guest sees it on a computer and a phone', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!);
  const run = Date.now().toString(36);
  const first = `Besplatna dostava za članove ${run}`;
  const second = `Rasprodaja dresova ${run}`;
  const before = await frameAsPublished(request);
  try {
    const editor = await openFrameEditor(page);
    const text = editor.getByLabel('Obavijest (prazno: bez obavijesti)');
    for (const announcement of [first, second]) {
      await text.fill(announcement);
      await editor.getByRole('button', { name: 'Objavi', exact: true }).click();
      await expect(editor.getByRole('status')).toHaveText(/Objavljeno: kupci odmah vide/, { timeout: 20_000 });
    }

    // The history: the second live, the first with 'Vrati'.
    await editor.getByRole('button', { name: 'Povijest objava' }).click();
    const versions = editor.getByRole('list').filter({ hasText: second });
    const live = versions.getByRole('listitem').filter({ hasText: second }).first();
    await expect(live).toContainText('objavljena', { timeout: 20_000 });
    await expect(live.getByRole('button', { name: 'Vrati' })).toHaveCount(0);
    const older = versions.getByRole('listitem').filter({ hasText: first }).first();
    await expect(older).toContainText('urednik@zvijezda-shop.hr');
    await expectNoViolationsIn(page, '.cms-frame');
    await page.screenshot({ path: screenPath('cms-edit-frame-history-1440') });
    await older.getByRole('button', { name: 'Vrati' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Verzija je vraćena kao nacrt/, { timeout: 20_000 });
    await expect(text).toHaveValue(first);

    // A restored version is a draft: guests still see the second until it is published.
    await guest.goto('/');
    const strip = guest.locator('.top-strip');
    await expect(strip.getByText(second)).toBeVisible({ timeout: 20_000 });
    await editor.getByRole('button', { name: 'Objavi', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText(/Objavljeno: kupci odmah vide/, { timeout: 20_000 });

    await guest.reload();
    await expect(strip.getByText(first)).toBeVisible({ timeout: 20_000 });
    await expect(strip.getByText(second)).toHaveCount(0);
    const html = await htmlForNewVisitor(baseURL!);
    expect(html).toContain(first);
    expect(html).not.toContain(second);

    // A phone: the announcement alone, one line above the header, the strip's brands and links not drawn.
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.reload();
    await expect(strip.getByText(first)).toBeVisible();
    await expect(strip.getByRole('list', { name: 'Partnerski brendovi' })).toBeHidden();
    const box = await strip.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(box?.height).toBeLessThanOrEqual(40);
    await expectNoViolationsIn(guest, '.site-header');
    await guest.screenshot({ path: screenPath('cms-edit-frame-announcement-390') });
    await guest.setViewportSize({ width: 1440, height: 900 });
    await guest.reload();
    await expect(strip.getByText(first)).toBeVisible();
    await guest.screenshot({ path: screenPath('cms-edit-frame-announcement-1440') });

    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByRole('button', { name: 'Povijest objava' }).click();
    await expect(editor.getByRole('button', { name: 'Zatvori povijest' })).toBeVisible({ timeout: 20_000 });
    await expectNoViolationsIn(page, '.cms-frame');
    await page.screenshot({ path: screenPath('cms-edit-frame-history-390') });
  } finally {
    await putFrameBack(request, before);
    await guestContext.close();
  }
});

/**
 * The top strip's partner brands and links (docs/decisions/0259-menu-images-and-the-top-strip.md): an editor adds a
 * partner's logo uploaded with its alt text and linked through the link options, is refused a top link without a
 * link, adds one to a page picked with the picker, moves it first, publishes, and a guest sees both in the strip at 1440
 * (and the top link in the phone's menu at 390), in the server's HTML too.
 */
test('an editor adds a partner logo and a top link to the strip; a guest sees them once published', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { guest, guestContext } = await guestBesideEditor(page, browser, baseURL!, {
    viewport: { width: 1440, height: 900 },
  });
  const run = Date.now().toString(36);
  const alt = `Vinarija Ravnica ${run}`;
  const topTitle = `Ulaznice ${run}`;
  const before = await frameAsPublished(request);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const editor = await openFrameEditor(page);

    // A partner: the logo uploaded with its alt text, then its link (the link options open by themselves).
    await editor.getByRole('button', { name: '+ Dodaj partnera' }).click();
    const media = page.getByRole('dialog', { name: 'Knjižnica medija: logotip partnera' });
    await uploadOneImage(media, { name: 'vinarija.png', buffer: await png('#6a1b4d') }, alt);
    await media.getByRole('button', { name: 'Koristi sliku' }).click();
    const brandLink = page.getByRole('dialog', { name: 'Poveznica partnera' });
    await expect(brandLink.getByLabel('Naziv stavke')).toHaveValue(alt);
    await brandLink.getByRole('radio', { name: 'Vanjska poveznica' }).check();
    await brandLink.getByLabel('Adresa').fill('https://vinarija-ravnica.example');
    await brandLink.getByRole('button', { name: 'Primijeni' }).click();
    await expect(brandLink).toHaveCount(0);
    const brands = editor.getByRole('list', { name: 'Partnerski brendovi' });
    await expect(brands.getByRole('listitem').last().getByLabel('Naziv partnera (alternativni tekst)')).toHaveValue(
      alt,
    );

    // A top link without a link is refused before anything is sent; with a page picked it goes, moved first.
    await editor.getByRole('button', { name: '+ Dodaj poveznicu u traku' }).click();
    const topOptions = page.getByRole('dialog', { name: 'Nova poveznica u traci' });
    await topOptions.getByLabel('Naziv stavke').fill(topTitle);
    await topOptions.getByRole('radio', { name: 'Stranica' }).check();
    await topOptions.getByLabel('Traži stranicu').fill('kontakt');
    await topOptions
      .getByRole('list', { name: 'Rezultati: Stranica' })
      .getByRole('button', { name: /^Kontakt/ })
      .first()
      .click();
    await topOptions.getByRole('button', { name: 'Primijeni' }).click();
    await expect(topOptions).toHaveCount(0);
    const tops = editor.getByRole('list', { name: 'Poveznice u traci' });
    const added = tops.getByRole('listitem').filter({ hasText: topTitle });
    for (let n = 0; n < 3; n += 1) await added.getByRole('button', { name: 'Gore' }).click();
    await expect(tops.getByRole('listitem').first()).toContainText(topTitle);
    await expect(tops.getByRole('listitem').first().getByRole('button', { name: 'Gore' })).toBeDisabled();

    await expectNoViolationsIn(page, '.cms-edit', '.cms-frame');
    await page.screenshot({ path: screenPath('cms-edit-frame-strip-1440') });

    await editor.getByRole('button', { name: 'Objavi', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText(/Objavljeno: kupci odmah vide/, { timeout: 20_000 });

    await guest.goto('/');
    const strip = guest.locator('.top-strip');
    await expect(strip.getByRole('link', { name: alt })).toHaveAttribute('href', 'https://vinarija-ravnica.example');
    await expect(strip.getByRole('link', { name: topTitle })).toHaveAttribute('href', '/kontakt');
    await expect(strip.locator('.top-strip__links li').first()).toHaveText(topTitle);
    await strip.screenshot({ path: screenPath('cms-edit-frame-strip-guest-1440') });
    const html = await htmlForNewVisitor(baseURL!);
    expect(html).toContain(`aria-label="${alt}"`);
    expect(html).toContain(topTitle);

    // A phone: the strip's links are in the slide-in menu.
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.reload();
    await guest.getByRole('button', { name: 'Otvori izbornik' }).click();
    const menu = guest.getByRole('dialog', { name: 'Glavna navigacija' });
    await expect(menu.getByRole('link', { name: topTitle })).toBeVisible({ timeout: 20_000 });
    await guest.screenshot({ path: screenPath('cms-edit-frame-strip-guest-390') });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(brands).toBeVisible();
    await expectNoViolationsIn(page, '.cms-frame');
    await brands.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('cms-edit-frame-strip-390') });
  } finally {
    await putFrameBack(request, before);
    await guestContext.close();
  }
});
