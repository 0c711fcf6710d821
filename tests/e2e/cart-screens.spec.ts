import { expect, screenPath, test } from './fixtures.js';
import { addPersonalisedJersey, skipOverlays } from './cart-helpers.js';

// Screenshots of the cart screens for docs/screens: the 'Dodano u košaricu' modal, /kosarica and its
// side panel, at desktop and phone widths.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  test(`screenshots of the cart modal, the cart and its side panel at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await addPersonalisedJersey(page);
    await page.screenshot({ path: screenPath(`cart-modal-${width}`) });
    await page.getByRole('dialog').getByRole('link', { name: 'IDI NA NAPLATU' }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await page.locator('#coupon-code').fill('ZVIJEZDA10');
    await page.getByRole('button', { name: 'DODAJ', exact: true }).click();
    await expect(page.getByTestId('coupon-applied')).toBeVisible();
    // Screens without the transient toasts: close them (their timers are tested elsewhere).
    for (const close of await page.getByRole('button', { name: 'Zatvori obavijest' }).all())
      await close.click().catch(() => {});
    await expect(page.getByRole('button', { name: 'Zatvori obavijest' })).toHaveCount(0);
    await page.screenshot({ path: screenPath(`cart-page-${width}`), fullPage: true });
    await page.getByTestId('cart-panel').screenshot({ path: screenPath(`cart-side-panel-${width}`) });
  });
}
