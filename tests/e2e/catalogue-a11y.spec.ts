import { seriousViolations, WCAG_21_AA } from './axe.js';
import { expect, test } from './fixtures.js';

// axe-core on the catalogue screens: no serious or critical violation (docs/decisions/0038-accessibility-wcag-21-aa.md, WCAG 2.1 AA).
const pages = {
  home: '/',
  category: '/shop/dresovi?velicina=2',
  product: '/product/domaci-dres-2025-26',
  bundle: '/product/paket-domaci-komplet',
  search: '/pretraga?search=dres',
};

for (const [name, url] of Object.entries(pages)) {
  test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(url);
    expect(await seriousViolations(page, WCAG_21_AA)).toEqual([]);
  });
}
