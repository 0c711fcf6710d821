import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { adapterFromTables } from '../journey-harness/harness.js';
import { POPUP_DISMISSED } from '../overlays.js';
import type { Choice, ConsentJourneyContext, ConsentJourneyEvent } from './model.js';

/** The consent model's adapter: the banner's boxes and buttons, the footer link and the acceptedCookies cookie. */
export function consentAdapter(page: Page, context: BrowserContext, baseURL: string) {
  const banner = page.getByRole('region', { name: /kolačić/i });
  const box = (name: RegExp) => banner.getByRole('checkbox', { name });
  const raw = async () => (await context.cookies()).find((c) => c.name === 'acceptedCookies')?.value ?? '';
  const cookie = async () => decodeURIComponent(await raw());
  const serialised = (c: Choice) =>
    ['necessary', c.marketing && 'marketing', c.analytics && 'analytics'].filter(Boolean).join(',');
  const boxes = async (c: Choice) => {
    await expect(box(/nužn/i)).toBeChecked();
    await expect(box(/nužn/i)).toBeDisabled();
    for (const [name, on] of [
      [/marketin/i, c.marketing],
      [/analiti/i, c.analytics],
    ] as const) {
      if (on) await expect(box(name)).toBeChecked();
      else await expect(box(name)).not.toBeChecked();
    }
  };
  return adapterFromTables<ConsentJourneyContext, ConsentJourneyEvent>({
    async start() {
      // The campaign popup is out of the way; the cookie choice is what this model is about.
      await context.addCookies([{ name: 'hidePopup', value: POPUP_DISMISSED, url: baseURL }]);
      await page.goto('/');
    },
    states: {
      async banner(c) {
        await expect(banner).toBeVisible();
        await boxes(c.ticked);
        await expect(banner.getByRole('button', { name: 'Zatvori' })).toHaveCount(0);
        // No valid choice stored: none, or one that cannot be read.
        expect(await raw()).not.toMatch(/^necessary/);
      },
      async decided(c) {
        await expect(banner).toBeHidden();
        expect(await cookie()).toBe(serialised(c.stored!));
      },
      async reviewing(c) {
        await expect(banner).toBeVisible();
        await boxes(c.ticked);
        await expect(banner.getByRole('button', { name: 'Zatvori' })).toBeVisible();
      },
    },
    events: {
      TICK_ANALYTICS: () => box(/analiti/i).click(),
      TICK_MARKETING: () => box(/marketin/i).click(),
      ACCEPT_SELECTED: () => banner.getByRole('button', { name: 'Prihvaćam', exact: true }).click(),
      ACCEPT_ALL: () => banner.getByRole('button', { name: 'Prihvati sve' }).click(),
      RELOAD: async () => {
        await page.reload();
        await expect(page.locator('header')).toBeVisible();
      },
      // The footer's link is drawn by the server, but heard only once the consent part has loaded after a reload (a
      // click before that is lost, as a visitor's would be): clicked again until the banner opens.
      REOPEN: () =>
        expect(async () => {
          await page.getByRole('button', { name: 'Postavke kolačića' }).click();
          await expect(banner).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 15_000 }),
      CLOSE: () => banner.getByRole('button', { name: 'Zatvori' }).click(),
      async COOKIE_CORRUPTED() {
        // A percent sign that starts no escape: decoding the value fails.
        await context.addCookies([{ name: 'acceptedCookies', value: '%E0%A4%A', url: baseURL }]);
        await page.reload();
      },
    },
  });
}
