import { addPersonalisedJersey, skipOverlays } from './cart-helpers.js';
import { expect, test } from './fixtures.js';

// Prices that agree with their words (docs/decisions/0085-prices-that-agree-with-their-words.md): a bundle claims
// a saving only when its parts cost more, and the cart says which lines a coupon does not reduce.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test("the 'Navijački start' bundle is cheaper than its parts and says by how much", async ({ page }) => {
  await page.goto('/product/paket-navijacki-start');
  const saving = page.locator('.bundle__saving');
  await expect(saving).toContainText('Pojedinačno 42,97 €');
  await expect(saving).toContainText('Uštedite 4,98 €');
  await expect(page.locator('.product-view__price')).toContainText('37,99 €');
  await expect(page.getByText('Paket je povoljniji od kupnje pojedinačnih proizvoda')).toHaveCount(0);
});

test('with ZVIJEZDA10 the cart names the lines the coupon does not cover', async ({ page }) => {
  await addPersonalisedJersey(page);
  await page.goto('/kosarica');
  await page.getByLabel('Kupon').fill('ZVIJEZDA10');
  await page.getByTestId('cart-panel').getByRole('button', { name: 'DODAJ', exact: true }).click();
  await expect(page.getByTestId('coupon-discount')).toBeVisible();
  const line = (name: string) => page.getByTestId('cart-line').filter({ hasText: name });
  await expect(line('Domaći dres 2025/26')).toContainText('kupon');
  await expect(line('Domaći dres 2025/26')).not.toContainText('Kupon se ne odnosi na ovu stavku');
  await expect(line('Personalizacija dresa')).toContainText('Kupon se ne odnosi na ovu stavku');
  await expect(line('Sponzori na dresu')).toContainText('Kupon se ne odnosi na ovu stavku');
});
