import sharp from 'sharp';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { expectNoSidewaysScroll } from './layout.js';
import { skipOverlays } from './overlays.js';

/**
 * The catalogue back office against the real server (docs/decisions/0175-store-wide-audit-log.md to 0180): staff
 * create a jersey with sizes and an image, which the shop then lists in its category and finds by name, and put a filtered set on
 * a −20 % sale after seeing every row, then take it back in one click, and jump to it with Cmd-K; every new page is axe clean, at the desk's
 * width and on a phone.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
// Whole back-office flows with images, axe and the storefront checked after: minutes on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });

for (const width of [1440, 390]) {
  test(`staff create a jersey with sizes that the shop lists and finds (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const stamp = `${width}${Date.now().toString(36)}`.toUpperCase();
    const name = `Dres navijački ${stamp}`;
    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Lozinka').fill(ADMIN.password);
    await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
    await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Proizvodi' }).click();
    await expect(page.getByRole('heading', { name: 'Proizvodi', level: 1 })).toBeVisible();
    await expect(page.locator('tr[data-product]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-products-${width}`), fullPage: true });

    await page.getByRole('link', { name: 'Novi proizvod' }).click();
    const form = page.getByRole('form', { name: 'Proizvod' });
    // The shared rules answer before anything is sent.
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(form.getByText('Unos ovog polja je obavezan').first()).toBeVisible();
    await form.getByLabel('Naziv').fill(name);
    await form.getByLabel('Šifra (SKU)').fill(`DR-${stamp}`);
    await form.getByRole('button', { name: 'Iz naziva' }).click();
    await form.getByLabel('Glavna kategorija').selectOption({ label: 'Dresovi' });
    await form.getByLabel('S varijantama (veličina × boja)').check();
    for (const size of ['S', 'M', 'L'])
      await form.getByRole('group', { name: 'Veličine' }).getByLabel(size, { exact: true }).check();
    await form.getByLabel('Redovna cijena (€)').fill('59,99');
    await form.getByLabel('Akcijska cijena (€)').fill('79,99');
    await form.getByLabel('Objavljen').check();
    await form.getByLabel('SEO naslov').fill(`Navijački dres ${stamp} – službeni`);
    await form.getByLabel('SEO opis').fill(`Službeni navijački dres ${stamp} u svim veličinama.`);
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(form.getByText('Akcijska cijena ne može biti veća od redovne cijene.')).toBeVisible();
    await form.getByLabel('Akcijska cijena (€)').fill('');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-product-new-${width}`), fullPage: true });
    await form.getByRole('button', { name: 'Izradi proizvod' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: `DR-${stamp}-M` })).toBeVisible();
    // An image through the shop's image pipeline: its alt text is asked for before anything is sent.
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0b3d91' } })
      .png()
      .toBuffer();
    await page.getByLabel('Odaberi slike').setInputFiles({ name: 'dres.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Učitaj slike' }).click();
    await expect(page.getByText('Upišite opis slike (alternativni tekst).')).toBeVisible();
    await page.getByLabel('Opis slike (alt)').fill(`${name}, sprijeda`);
    await page.getByRole('button', { name: 'Učitaj slike' }).click();
    await expect(page.getByRole('list', { name: 'Slike proizvoda' }).getByLabel('Opis slike 1 (alt)')).toHaveValue(
      `${name}, sprijeda`,
    );
    // The crop focus of the thumbnail and hero presets: a click on the image's left, saved with the images.
    const picker = page.getByRole('button', { name: /^Fokus izreza slike 1/ });
    await expect(picker).toHaveAccessibleName('Fokus izreza slike 1: nije odabran (cijela slika)');
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.1, y: box.height / 2 } });
    await expect(picker).toHaveAccessibleName(/^Fokus izreza slike 1: \d+ % slijeva, \d+ % odozgo$/);
    await page.getByRole('button', { name: 'Spremi slike' }).click();
    await expect(page.getByRole('button', { name: 'Bez fokusa' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: screenPath(`admin-product-edit-${width}`), fullPage: true });

    // The shop lists it in its category and finds it by name.
    const slug = name.toLowerCase().replace(/č/g, 'c').replace(/ /g, '-');
    await page.goto('/shop/dresovi?sort=newest');
    await expect(page.locator(`a[href="/product/${slug}"]`).first()).toBeVisible();
    await expect(page.locator(`.product-card:has(a[href="/product/${slug}"]) img`).first()).toHaveAttribute(
      'src',
      /\/media\//,
    );
    const shopProduct = async () =>
      (await page.request.get(`/api/v1/product/web/get?slug=${slug}`, { headers: { apiKey: 'demo-api-key' } })).json();
    await expect.poll(async () => (await shopProduct()).data.media[0].media.focus?.x).toBeLessThan(0.3);
    // The staff's SEO title and description head the page, in the server's HTML and after a link in the browser
    // (docs/decisions/0198-product-seo-fields-reach-the-page.md).
    const seoTitle = `Navijački dres ${stamp} – službeni | NK Zvijezda Fan Shop`;
    const seoDescription = `Službeni navijački dres ${stamp} u svim veličinama.`;
    const html = await (await page.request.get(`/product/${slug}`)).text();
    expect(html).toContain(`<title>${seoTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${seoDescription}">`);
    await page.locator(`a[href="/product/${slug}"]`).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(seoTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seoDescription);
    await page.goto(`/pretraga?search=${encodeURIComponent(name)}`);
    await expect(page.locator(`a[href="/product/${slug}"]`).first()).toBeVisible();

    // A −20 % sale on the filter (this jersey alone): a preview of every row, applied, seen in the shop, undone.
    await page.goto(`/admin/proizvodi?q=DR-${stamp}`);
    await expect(page.locator('tr[data-product]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Promijeni cijeli filtar (1)' }).click();
    const bulk = page.getByRole('form', { name: 'Skupna promjena' });
    await bulk.getByLabel('Vrijednost').fill('-20');
    await bulk.getByRole('button', { name: 'Pregledaj promjenu cijene' }).click();
    await expect(page.locator(`tr[data-preview="DR-${stamp}"]`)).toContainText('Akcijska cijena: – → 47,99 €');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-bulk-preview-${width}`), fullPage: true });
    await page.getByRole('button', { name: 'Primijeni na 1 proizvoda' }).click();
    await expect(page.getByText('Promijenjeno je 1 proizvoda.')).toBeVisible();
    const shopPrice = async () =>
      (await page.request.get(`/api/v1/product/web/get?slug=${slug}`, { headers: { apiKey: 'demo-api-key' } })).json();
    await expect.poll(async () => (await shopPrice()).data.finalPrice).toBe(47.99);
    await page.getByRole('button', { name: 'Poništi cijelu promjenu' }).click();
    await expect(page.getByText('Skupna promjena je poništena.')).toBeVisible();
    await expect.poll(async () => (await shopPrice()).data.finalPrice).toBe(59.99);

    // A CSV whose SKU is unknown makes a new product: the preview says so before anything is written.
    await page.goto('/admin/proizvodi');
    await page.getByText('CSV: izvoz i uvoz po šifri').click();
    await page.getByLabel('Uvezi CSV…').setInputFiles({
      name: 'novi.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sifra;naziv;kategorija;redovna_cijena\r\nNOVI-${stamp};Šal ${stamp};Dresovi;19,99\r\n`),
    });
    const importPreview = page.getByRole('region', { name: 'Pregled uvoza' });
    await expect(importPreview.locator('tr[data-line="2"]')).toContainText('novi proizvod: Naziv: – → Šal');
    await expect(importPreview).toContainText('novih proizvoda: 1');
    expect(await axeViolations(page)).toEqual([]);
    await importPreview.getByRole('button', { name: 'Odustani' }).click();

    // A stock take of the jersey's sizes: counted, the differences reviewed, written; the audit log shows it.
    await page.goto(`/admin/zalihe?q=DR-${stamp}`);
    await expect(page.locator('tr[data-stock]')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Inventura prikazanih stavki' }).click();
    await page.getByLabel(`Prebrojeno: ${name} – M`).fill('12');
    await page.getByRole('button', { name: 'Pregledaj razlike' }).click();
    await expect(page.getByText(`${name} – M: 0 → 12 (+12)`)).toBeVisible();
    await page.getByRole('button', { name: 'Upiši inventuru' }).click();
    await expect(page.getByText('Inventura je upisana.')).toBeVisible();
    await page.getByRole('button', { name: 'Natrag na zalihe' }).click();
    await expect(page.locator(`tr[data-stock="DR-${stamp}-M"] td`).nth(4)).toHaveText('10');
    await page.screenshot({ path: screenPath(`admin-stock-${width}`), fullPage: true });
    await page.goto(`/admin/dnevnik?entityKind=stock`);
    await expect(page.getByRole('cell', { name: /Zaliha: 0 → 12/ }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenPath(`admin-audit-${width}`), fullPage: true });

    // Cmd-K jumps to the product by a variant's SKU.
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog', { name: 'Brzi skok' }).getByRole('combobox').fill(`DR-${stamp}-L`);
    await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
}

test('staff make a bundle of parts found by name, with how many of each go in it', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Lozinka').fill(ADMIN.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await page.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Proizvodi' }).click();
  await page.getByRole('link', { name: 'Novi proizvod' }).click();
  const form = page.getByRole('form', { name: 'Proizvod' });
  await form.getByLabel('Naziv').fill(`Navijački paket ${stamp}`);
  await form.getByLabel('Šifra (SKU)').fill(`PK-${stamp}`);
  await form.getByRole('button', { name: 'Iz naziva' }).click();
  await form.getByLabel('Glavna kategorija').selectOption({ label: 'Dresovi' });
  await form.getByLabel('Paket', { exact: true }).check();
  await form.getByLabel('Redovna cijena (€)').fill('39,99');
  // A bundle without a part is refused before anything is sent.
  await form.getByRole('button', { name: 'Izradi proizvod' }).click();
  await expect(form.getByText('Paket treba barem jedan proizvod.')).toBeVisible();
  const parts = form.getByRole('group', { name: 'Dijelovi paketa' });
  await parts.getByLabel('Dodaj proizvod u paket').fill('šal');
  await parts
    .getByRole('button', { name: /^Dodaj: Šal/ })
    .first()
    .click();
  await parts.getByLabel('Dodaj proizvod u paket').fill('kapa');
  await parts
    .getByRole('button', { name: /^Dodaj: / })
    .first()
    .click();
  await expect(parts.getByRole('listitem').filter({ has: page.getByLabel('Količina u paketu') })).toHaveCount(2);
  await parts.getByLabel('Količina u paketu').first().fill('2');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Izradi proizvod' }).click();
  await expect(page.getByRole('heading', { name: `Navijački paket ${stamp}`, level: 1 })).toBeVisible();
  // Read again from the server: the parts as saved.
  await page.reload();
  const saved = page.getByRole('group', { name: 'Dijelovi paketa' });
  await expect(saved.getByLabel('Količina u paketu')).toHaveCount(2);
  await expect(saved.getByLabel('Količina u paketu').first()).toHaveValue('2');
  await expect(saved).toContainText(/Šal/);
});
