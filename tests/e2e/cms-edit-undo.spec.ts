import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { EVERY_RULE } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';
import { putPageBack } from './staff-api.js';

/**
 * Undo and redo in the edit mode (docs/decisions/0256-edit-undo-history.md) and the icon options
 * (docs/decisions/0257-icon-options.md) on the home page, at a desktop's and a phone's width: a headline typed in
 * place is undone and redone from the toolbar and the keyboard, and the banner gets an icon picked from the grid.
 * Nothing is saved; the page is put back all the same, in case a run saved it.
 */
const HOME = '/api/v1/admin/cms/pages/naslovna';

test.describe.configure({ timeout: 240_000 });

const noFaults = async (page: Page, selector: string) => {
  const axe = await new AxeBuilder({ page }).include(selector).withRules(EVERY_RULE).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
};

for (const width of [1440, 390]) {
  test(`an editor undoes and redoes a headline and gives the banner an icon (${width} px)`, async ({
    page,
    baseURL,
    request,
  }) => {
    await skipOverlays(page.context(), baseURL!);
    const title = `Poništi me ${Date.now().toString(36)}`;
    try {
      await signInToBackOffice(page);
      await page.goto('/?editPage=true');
      const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
      await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });
      // Opened at a desktop's width like the other edit journeys, then edited at this one.
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      const undo = toolbar.getByRole('button', { name: 'Poništi' });
      const redo = toolbar.getByRole('button', { name: 'Ponovi' });
      await expect(undo).toBeDisabled();
      await expect(redo).toBeDisabled();

      // The carousel's headline typed in place (the session's step is taken when the field is left).
      const carousel = page.locator('[data-section-id="izdvojeno"]');
      const heading = carousel.getByRole('textbox', { name: 'Naslov' });
      await heading.click();
      await heading.fill(title);
      await heading.press('Enter');
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(toolbar.getByText('Nespremljene promjene')).toBeVisible();

      await undo.click();
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText('Izdvojeno');
      await expect(toolbar.getByRole('status')).toHaveText('Promjena je poništena.');
      // Back to the page as loaded: nothing to save.
      await expect(toolbar.getByText('Objavljeno')).toBeVisible();
      await expect(undo).toBeDisabled();
      await redo.click();
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(title);
      // The keys, with the focus on the toolbar's button (no text field).
      await page.keyboard.press('Control+z');
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText('Izdvojeno');
      await page.keyboard.press('Control+Shift+z');
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(toolbar.getByRole('status')).toHaveText('Promjena je ponovljena.');

      // The banner's icon, picked in the icon options modal.
      const banner = page.locator('[data-section-id="poklon-bon"]');
      await page
        .getByRole('toolbar', { name: /: Baner$/ })
        .getByRole('button', { name: 'Postavke' })
        .click();
      const panel = page.getByRole('complementary', { name: 'Postavke: Baner' });
      await panel.getByRole('button', { name: 'Dodaj ikonu' }).click();
      const modal = page.getByRole('dialog', { name: 'Opcije ikone' });
      const grid = modal.getByRole('listbox', { name: 'Ikone' });
      await expect(modal.getByRole('button', { name: 'Bez ikone' })).toBeDisabled();
      // The grid from the keyboard: one icon in the tab order, the arrows move, Enter picks.
      await grid.getByRole('option', { name: 'Zvijezda' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(grid.getByRole('option', { name: 'Srce' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(grid.getByRole('option', { name: 'Telefon' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(modal.getByText('Odabrano: Telefon')).toBeVisible();
      // Searched by its Croatian name.
      await modal.getByLabel('Traži ikonu').fill('dostava');
      await expect(grid.getByRole('option')).toHaveCount(1);
      await grid.getByRole('option', { name: 'Dostava' }).click();
      await expect(modal.getByText('Odabrano: Dostava')).toBeVisible();
      await expect(grid.getByRole('option', { name: 'Dostava' })).toHaveAttribute('aria-selected', 'true');
      await noFaults(page, '.cms-icon-options');
      await page.screenshot({ path: screenPath(`cms-icon-options-${width}`) });
      await modal.getByRole('button', { name: 'Primijeni' }).click();
      await expect(modal).toHaveCount(0);
      await expect(panel.getByText('Dostava')).toBeVisible();
      // From the keyboard: on a phone the toolbar covers the end of a long panel.
      await panel.getByRole('button', { name: 'Primijeni' }).focus();
      await page.keyboard.press('Enter');
      await expect(banner.locator('svg.banner__icon')).toBeVisible();
      await noFaults(page, '.cms-edit');
      await page.screenshot({ path: screenPath(`cms-edit-undo-${width}`) });

      // The icon is one step: undone and redone like the headline.
      await undo.click();
      await expect(banner.locator('svg.banner__icon')).toHaveCount(0);
      await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(title);
      await redo.click();
      await expect(banner.locator('svg.banner__icon')).toBeVisible();
      await expect(redo).toBeDisabled();
    } finally {
      await putPageBack(request, HOME);
    }
  });
}
