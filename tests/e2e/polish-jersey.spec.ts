import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// The jersey page says what the add-ons cost and what the shopper gets, adds them up, and previews the shirt's
// back (docs/decisions/0084-jersey-add-ons-priced-and-previewed.md).

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  test(`at ${width} px the jersey page prices the add-ons, adds them up and previews the back`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/product/domaci-dres-2025-26');
    await page.getByRole('radio', { name: 'M', exact: true }).click();

    const personalise = page.locator('label.toggle').filter({ hasText: 'Personalizacija (ime i broj)' });
    const sponsors = page.locator('label.toggle').filter({ hasText: 'Dodaj sponzore' });
    await expect(personalise).toContainText('+15,00 €');
    await expect(sponsors).toContainText('+10,00 €');

    await page.getByLabel('Personalizacija (ime i broj)').check();
    await page.getByLabel('Boja personalizacije').selectOption('Zlatna');
    await page.getByLabel('Upiši broj').fill('10');
    await page.getByLabel('Upiši tekst').fill('Ivan');
    const preview = page.getByRole('img', { name: /Pregled leđa dresa: IVAN, broj 10, tisak zlatna/ });
    await expect(preview).toBeVisible();
    await expect(preview.locator('text.shirt-preview__name')).toHaveText('IVAN');
    await expect(preview.locator('text.shirt-preview__number')).toHaveText('10');
    await expect(preview).toHaveAttribute('data-print', '#c9a227');
    await expect(page.getByText('Ukupno s dodacima: 84,99 €')).toBeVisible();

    await page.getByLabel('Dodaj sponzore').check();
    await expect(page.getByText('Ukupno s dodacima: 94,99 €')).toBeVisible();
    await expect(page.getByText('Što dobivate: logotipi sponzora kluba tiskani na dres.')).toBeVisible();
    await expect(page.getByText('SPONZORI DODANI')).toHaveCount(0);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(`product-preview-${width}`), fullPage: width < 1024 });

    await page.locator('.purchase__cta').click();
    await expect(page.getByRole('dialog', { name: 'Dodano u košaricu' })).toBeVisible();
    await page.goto('/kosarica');
    await expect(page.getByText('Sponzori: logotipi sponzora kluba tiskani na dres')).toBeVisible();
    await expect(page.getByText('SPONZORI DODANI')).toHaveCount(0);
    await page.screenshot({ path: screenPath(`cart-addons-${width}`), fullPage: true });
  });
}
