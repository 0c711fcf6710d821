import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page is wider than the window: a phone shows it without scrolling sideways. On failure the message
 * names the elements that stick out (the innermost ones, which are the ones to fix).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const out = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= innerWidth) return [];
    const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth);
    return wide
      .filter((e) => !wide.some((o) => o !== e && e.contains(o)))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`);
  });
  expect(out).toEqual([]);
}
