import { axeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// axe-core with every rule it has on the catalogue screens: no violation of any impact
// (docs/decisions/0038-accessibility-wcag-21-aa.md, docs/decisions/0140-axe-with-every-rule.md).
const pages = {
  home: '/',
  category: '/shop/dresovi?velicina=2',
  product: '/product/domaci-dres-2025-26',
  bundle: '/product/paket-domaci-komplet',
  search: '/pretraga?search=dres',
};

for (const [name, url] of Object.entries(pages)) {
  test(`the ${name} page has no accessibility violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(url);
    expect(await axeViolations(page)).toEqual([]);
  });
}
