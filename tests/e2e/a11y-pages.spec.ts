import { axeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { loginAsCustomer } from './login.js';
import { skipOverlays } from './overlays.js';

/**
 * axe-core with every rule it has (tests/e2e/axe.ts: also the experimental ones it leaves off by default) on every
 * public page and the profile, at 1440 px and 390 px: no violation of any impact
 * (docs/decisions/0038-accessibility-wcag-21-aa.md, docs/decisions/0140-axe-with-every-rule.md).
 */
const pages: Record<string, string> = {
  home: '/',
  category: '/shop/dresovi?velicina=2',
  product: '/product/domaci-dres-2025-26',
  bundle: '/product/paket-domaci-komplet',
  search: '/pretraga?search=dres',
  cart: '/kosarica',
  checkout: '/naplata',
  'content page': '/uvjeti-kupnje',
  contact: '/kontakt',
  login: '/prijava',
  registration: '/registracija',
  'forgot password': '/zaboravljena-lozinka',
  'order look-up': '/narudzba',
  blog: '/objave',
  'blog category': '/objave/kategorija/utakmice',
  post: '/objave/predstavljeni-novi-dresovi',
  // The seed's first event (a fresh database numbers them from 1).
  event: '/dogadjaj/1',
  'not found': '/ovo-ne-postoji',
};

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const [name, url] of Object.entries(pages)) {
      test(`the ${name} page has no accessibility violation`, async ({ page }) => {
        // Every rule of axe-core on a whole page: tens of seconds on a loaded machine.
        test.setTimeout(90_000);
        await page.goto(url);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the profile has no accessibility violation', async ({ page }) => {
      test.setTimeout(180_000);
      await loginAsCustomer(page);
      const found: Record<string, string[]> = {};
      for (const tab of ['moj_racun', 'lista_zelja', 'povijest_narudbi', 'upravljaj_lozinkom']) {
        await page.goto(`/profil?tab=${tab}`);
        await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
        const bad = await axeViolations(page);
        if (bad.length > 0) found[tab] = bad;
      }
      expect(found).toEqual({});
    });
  });
}
