import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Nothing unfinished reaches shoppers: Kontakt is a real page built from the shop's settings, and no link of the
// header, navigation or footer leads to a page that says it is still being made.

const UNFINISHED = /u izradi|stiže uskoro|stiže s kasnijim izdanjem/i;

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test('Kontakt shows how to reach the shop, the club shop and the trader, from the shop settings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'webshop@zvijezda-shop.hr' })).toHaveAttribute(
    'href',
    'mailto:webshop@zvijezda-shop.hr',
  );
  await expect(main.getByRole('link', { name: '+385 31 555 100' })).toHaveAttribute('href', 'tel:+38531555100');
  const shop = main.getByRole('region', { name: 'Klupska trgovina NK Zvijezda' });
  await expect(shop).toContainText('Stadionska ulica 1');
  await expect(shop).toContainText('31000 Osijek');
  await expect(shop).toContainText('pon – pet 9:00 – 19:00');
  await expect(main.getByRole('region', { name: 'Podaci o trgovcu' })).toContainText('84617280396');
  await expect(main).not.toContainText(UNFINISHED);
});

test('no link of the storefront frame leads to an unfinished page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const hrefs = await page
    .locator('header a[href^="/"], nav a[href^="/"], footer a[href^="/"], main a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  const linked = [...new Set(hrefs)].filter((p) => !p.startsWith('/admin') && !p.startsWith('/media/'));
  expect(linked).toContain('/kontakt');
  // Products and categories drawn from data by one template (the home page's dozens of product cards) count as
  // one page each for this check: two of a kind. Every other page (content, legal, account) is read.
  const ofKind = new Map<string, number>();
  const paths = linked.filter((p) => {
    const first = p.split('/')[1] ?? '';
    const kind = ['product', 'shop'].includes(first) && p.split('/').length > 2 ? first : p;
    ofKind.set(kind, (ofKind.get(kind) ?? 0) + 1);
    return ofKind.get(kind)! <= 2;
  });
  // The words are what is checked: pictures are not fetched, and a page is read once its HTML is in (the checks
  // below wait for what hydration adds).
  await page.route(/\.(avif|webp|jpe?g|png|svg|woff2?)(\?|$)/, (route) => route.abort());
  for (const path of paths) {
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'domcontentloaded' });
    // Every page of the shop has its h1 once its content is in (a hero's may be visually hidden).
    await expect(page.locator('main h1').first(), path).toBeAttached();
    await expect(page.locator('main'), path).not.toContainText(UNFINISHED);
  }
});
