import type { BrowserContext } from '@playwright/test';

/** The hidePopup cookie value of the seeded campaign ('id:version', docs/decisions/0006-popup-dismissal-keyed-by-version.md). */
export const POPUP_DISMISSED = 'sezona-2025-26:1';

/** The cookie choice is made and the campaign popup dismissed before navigation (both have their own tests). */
export async function skipOverlays(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'acceptedCookies', value: 'necessary', url: baseURL },
    { name: 'hidePopup', value: POPUP_DISMISSED, url: baseURL },
  ]);
}
