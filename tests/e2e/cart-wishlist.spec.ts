import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { loginAsCustomer } from './login.js';
import { skipOverlays } from './overlays.js';

// Logged in as the demo customer: wishlist hearts on a card and on the product page, the profile tab
// lista_zelja, and the membership card on the profile applied in the cart's side panel.
// Both journeys use the same account (its wishlist and cart live on the server): they run one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

/** The server's answer to saving a wish. */
const wishSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/v1/wishlist/items/'));

test('a logged-in customer hearts a card and a product page, finds both under lista_zelja, and empties it again', async ({
  page,
}) => {
  await loginAsCustomer(page);

  await page.goto('/shop/dresovi-gostujuci');
  const card = page
    .locator('.product-card')
    .filter({ has: page.getByRole('link', { name: 'Gostujući dres 2025/26', exact: true }) });
  // The heart turns at once; the save follows (its calls load on first use), so wait for it before leaving the page.
  let saved = wishSaved(page);
  await card.getByRole('button', { name: 'Stavi na listu želja' }).click();
  await expect(card.getByRole('button', { name: 'Ukloni s liste želja' })).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.goto('/product/sal-zvijezda-klasicni');
  saved = wishSaved(page);
  await page.getByRole('button', { name: 'Stavi na listu želja' }).click();
  await expect(page.getByRole('button', { name: 'Ukloni s liste želja' })).toHaveAttribute('aria-pressed', 'true');
  await saved;

  await page.goto('/profil?tab=lista_zelja');
  const list = page.getByRole('list', { name: 'Lista želja' });
  await expect(list.getByRole('link', { name: 'Gostujući dres 2025/26', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Šal "Zvijezda" – klasični', exact: true })).toBeVisible();

  // The hearts in the tab take them off again; an empty list says so.
  // Each saved removal refetches the tab's page, so the card leaves the list once the server has it.
  const items = list.locator(':scope > li');
  for (let left = await items.count(); left > 0; left -= 1) {
    await items.first().getByRole('button', { name: 'Ukloni s liste želja' }).click();
    if (left > 1) await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText('Nema proizvoda!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nema proizvoda!')).toBeVisible();
});

test("the customer's membership card is applied in the cart on load and the member price applies", async ({ page }) => {
  await loginAsCustomer(page);
  await page.goto('/product/domaci-dres-2025-26');
  await expect(page.locator('.product-view__member')).toContainText('Cijena za članove:');
  // A member sees the member price without the sign-up link (it is for guests).
  await expect(page.getByRole('link', { name: 'Postani član' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'L', exact: true }).click();
  await page.locator('.purchase__cta').click();
  await page.getByRole('dialog', { name: 'Dodano u košaricu' }).getByRole('link', { name: 'IDI NA NAPLATU' }).click();
  await expect(page).toHaveURL(/\/kosarica$/);

  // No cookie yet and card 385000000017 on the profile: applied 1 s after the cart loads.
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByText('Članski popust vrijedi na ukupan iznos proizvoda koji nisu na popustu.')).toBeVisible();
  await expect(panel.getByText('Ušteda članske iskaznice')).toBeVisible();
  const jersey = page.locator('[data-testid="cart-line"][data-slug="domaci-dres-2025-26-l"]');
  await expect(jersey.getByTestId('line-total')).toHaveText('59,99 €');
  await expect(jersey.locator('.cart-line__regular')).toHaveText('69,99 €');

  await jersey.getByRole('button', { name: 'UKLONI' }).click();
  await expect(jersey).toHaveCount(0);
});
