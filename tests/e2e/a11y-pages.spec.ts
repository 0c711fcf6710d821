import { seriousViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { loginAsCustomer } from './login.js';
import { skipOverlays } from './overlays.js';

/**
 * axe-core with every rule it runs by default (WCAG 2.0 and 2.1 A and AA and its best practices, not a subset) on
 * every public page and the profile, at 1440 px and 390 px: nothing serious or critical
 * (docs/decisions/0038-accessibility-wcag-21-aa.md).
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

    test('every public page has no serious or critical accessibility violation', async ({ page }) => {
      // Eighteen pages, each loaded and checked in full: about ten seconds each on a loaded machine.
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};
      for (const [name, url] of Object.entries(pages)) {
        await page.goto(url);
        const bad = await seriousViolations(page);
        if (bad.length > 0) found[name] = bad;
      }
      expect(found).toEqual({});
    });

    test('the profile has no serious or critical accessibility violation', async ({ page }) => {
      test.setTimeout(90_000);
      await loginAsCustomer(page);
      const found: Record<string, string[]> = {};
      for (const tab of ['moj_racun', 'lista_zelja', 'povijest_narudbi', 'upravljaj_lozinkom']) {
        await page.goto(`/profil?tab=${tab}`);
        await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
        const bad = await seriousViolations(page);
        if (bad.length > 0) found[tab] = bad;
      }
      expect(found).toEqual({});
    });
  });
}
