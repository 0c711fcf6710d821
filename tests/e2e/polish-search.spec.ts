import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// The header search: Enter opens the results page with the suggestions closed, and every suggestion shown is whole.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function suggest(page: Page, term: string, shown = 4) {
  const box = page.getByRole('combobox', { name: 'Pretraži' }).first();
  const list = page.getByRole('listbox', { name: 'Rezultati pretrage' });
  // On a busy machine a search may come back late: type the term again until the suggestions show.
  await expect(async () => {
    await box.fill('');
    await box.fill(term);
    await expect(list.getByRole('option').nth(shown - 1)).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 30_000 });
  return { box, list };
}

for (const width of [1440, 390]) {
  test(`at ${width} px the suggestions close after Enter and the fourth one is not cut off`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    if (width < 1024) await page.getByRole('button', { name: 'Pretraži' }).first().click();
    const { box, list } = await suggest(page, 'dres');

    // Every option up to the fourth lies inside the dropdown and the window.
    const dropdown = await list.locator('xpath=..').boundingBox();
    for (let i = 0; i < 4; i += 1) {
      const option = list.getByRole('option').nth(i);
      const b = (await option.boundingBox())!;
      expect(b.y + b.height).toBeLessThanOrEqual(dropdown!.y + dropdown!.height + 0.5);
      expect(b.x).toBeGreaterThanOrEqual(dropdown!.x - 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(dropdown!.x + dropdown!.width + 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      const name = option.locator('.search-dropdown__name');
      const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits).toBe(true);
    }

    await box.press('Enter');
    await expect(page).toHaveURL(/\/pretraga\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait past the search debounce: nothing opens the dropdown again over the results page.
    await page.waitForTimeout(1200);
    await expect(page.getByRole('listbox', { name: 'Rezultati pretrage' })).toBeHidden();
    if (width < 1024) {
      // On a phone the results page's own field is the only one: the header's search bar closes there.
      await expect(page.getByRole('combobox', { name: 'Pretraži' })).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Pojam za pretragu' })).toBeVisible();
    } else {
      await expect(page.getByRole('combobox', { name: 'Pretraži' }).first()).toHaveAttribute('aria-expanded', 'false');
    }

    // Again from the results page, where only the query changes (the header's box, as on a desktop).
    if (width < 1024) return;
    const again = await suggest(page, 'retro', 1);
    await again.box.press('Enter');
    await expect(page).toHaveURL(/retro/);
    await page.waitForTimeout(1200);
    await expect(page.getByRole('listbox', { name: 'Rezultati pretrage' })).toBeHidden();
  });
}
