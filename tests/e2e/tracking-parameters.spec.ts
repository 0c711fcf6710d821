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
