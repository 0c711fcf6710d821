import type { Page } from '@playwright/test';
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

const PHONE = { width: 390, height: 844 };

// Each page at 1440 px, then the same page loaded again at 390 px in the same browser: one journey per page instead
// of one per page and width (the context, the overlays' cookies and the first load are paid once).
test.use({ viewport: { width: 1440, height: 900 } });

/** axe's violations at 1440 px and at 390 px, by width; `open` loads (or reloads) the page under test. */
async function atBothWidths(page: Page, open: () => Promise<unknown>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  await open();
  const wide = await axeViolations(page);
  if (wide.length > 0) found['1440'] = wide;
  await page.setViewportSize(PHONE);
  await open();
  const phone = await axeViolations(page);
  if (phone.length > 0) found['390'] = phone;
  return found;
}

for (const [name, url] of Object.entries(pages)) {
  test(`the ${name} page has no accessibility violation at 1440 and 390 px`, async ({ page }) => {
    // Every rule of axe-core on a whole page, twice: tens of seconds on a loaded machine.
    test.setTimeout(150_000);
    expect(await atBothWidths(page, () => page.goto(url))).toEqual({});
  });
}

test('the profile has no accessibility violation at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAsCustomer(page);
  const found: Record<string, Record<string, string[]>> = {};
  for (const tab of ['moj_racun', 'lista_zelja', 'povijest_narudbi', 'upravljaj_lozinkom']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    const bad = await atBothWidths(page, async () => {
      await page.goto(`/profil?tab=${tab}`);
      await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
    });
    if (Object.keys(bad).length > 0) found[tab] = bad;
  }
  expect(found).toEqual({});
});
