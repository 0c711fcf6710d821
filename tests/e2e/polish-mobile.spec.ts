import { addPersonalisedJersey, skipOverlays } from './cart-helpers.js';
import { expect, screenPath, test } from './fixtures.js';

// At 390 px: the filter drawer's title and × sit above the sticky header and the × closes the drawer (not the
// login page behind it); the sort select shows its whole text; a cart with a sponsored jersey fits the screen.

test.beforeEach(async ({ context, baseURL, page }) => {
  await skipOverlays(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the filter drawer closes with its own × and the sort select is not cut off', async ({ page }) => {
  await page.goto('/shop/dresovi');
  await expect(page.locator('.product-card').first()).toBeVisible();

  const sort = page.getByLabel('Sortiraj');
  for (const label of ['Cijena: od najviše', 'Cijena: od najniže']) {
    await sort.selectOption({ label });
    await expect(sort).toHaveValue(/.+/);
    const cut = await sort.evaluate((el) => {
      const select = el as HTMLSelectElement;
      const text = select.options[select.selectedIndex]!.text;
      const probe = document.createElement('span');
      const style = getComputedStyle(select);
      probe.style.font = style.font;
      probe.style.fontWeight = style.fontWeight;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = text;
      document.body.append(probe);
      const textWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return textWidth > room;
    });
    expect(cut, `'${label}' fits its select`).toBe(false);
  }

  await page.getByRole('button', { name: /^Filteri/ }).click();
  const close = page.getByRole('button', { name: 'Zatvori filtere' });
  await expect(close).toBeVisible();
  // What a tap on the × would hit is the × itself, not the header's login link.
  const box = (await close.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label') ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe('Zatvori filtere');
  await page.screenshot({ path: screenPath('filter-drawer-390') });
  await close.click();
  await expect(page).toHaveURL(/\/shop\/dresovi/);
  await expect(close).toBeHidden();
});

test('a cart with a personalised, sponsored jersey is no wider than the screen', async ({ page }) => {
  await addPersonalisedJersey(page);
  await page.goto('/kosarica');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.cart-line, .cart-item').first()).toBeVisible();
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // Outside any scrolling rail (a product rail scrolls sideways on purpose).
    wide: [...document.querySelectorAll('main *')]
      .filter((el) => {
        for (let up = el.parentElement; up && up.tagName !== 'MAIN'; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return false;
        return el.getBoundingClientRect().right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName}.${el.className}`)
      .slice(0, 5),
  }));
  expect(overflow.wide).toEqual([]);
  expect(overflow.page).toBeLessThanOrEqual(390);
});
