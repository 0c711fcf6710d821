import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Links from social networks and ads carry parameters the shop does not know: the page shows as without them and
// the URL keeps them (docs/decisions/0080-unknown-query-parameters-ignored.md).
const TRACKING = ['fbclid=IwAR2xYz_abc-12', 'utm_source=facebook&utm_medium=cpc', 'gclid=Cj0KCQ123', 'editPage=true'];
const ROUTES = ['/', '/shop/dresovi', '/product/domaci-dres-2025-26', '/kosarica', '/pretraga?keywords=dres'];

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const route of ROUTES) {
  test(`${route} ignores tracking parameters`, async ({ page }) => {
    for (const params of TRACKING) {
      const url = `${route}${route.includes('?') ? '&' : '?'}${params}`;
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByText('DOGODILA SE GREŠKA NA STRANICI')).toHaveCount(0);
      await expect(page.getByText('Učitavanje...')).toHaveCount(0);
      expect(page.url()).toContain(params.split('&')[0]);
    }
  });
}

test('a parameter shaped like a filter the shop does not have leaves the address, and the category lists as without it', async ({
  page,
  request,
}) => {
  // The server's answer already sends the visitor on (no JavaScript needed), keeping the real filters.
  const answer = await request.get('/shop/dresovi?foo=bar&velicina=m', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers().location).toMatch(/\/shop\/dresovi\?velicina=m$/);
  await page.goto('/shop/dresovi');
  const all = await page.locator('.category-head__count').textContent();
  await page.goto('/shop/dresovi?foo=bar');
  await expect(page).toHaveURL(/\/shop\/dresovi$/);
  await expect(page.locator('.category-head__count')).toHaveText(all!);
});

test('an unknown filter on the search page leaves the address and the results stay whole', async ({ page }) => {
  await page.goto('/pretraga?search=dres');
  const all = await page.locator('.search-page__count').textContent();
  await page.goto('/pretraga?search=dres&foo=bar');
  await expect(page).toHaveURL(/\/pretraga\?search=dres$/);
  await expect(page.locator('.search-page__count')).toHaveText(all!);
});
