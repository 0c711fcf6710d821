import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

// A guest's cart page comes with their cart drawn by the server (docs/decisions/0123-the-guests-cart-from-the-server.md):
// for them alone, never from the shared answer cache, and live as soon as it is hydrated.

/** A guest cart with one scarf, made through the API as the storefront would. */
async function guestCart(request: APIRequestContext): Promise<{ cartId: string; protectCode: string }> {
  const session = await callApi(request, 'GET', '/api/v2/cart/getNewCartSession');
  const product = await callApi(request, 'GET', '/api/v1/product/web/get?slug=sal-zvijezda-klasicni');
  await callApi(request, 'POST', '/api/v2/cart/addItem', { ...session, productId: product.id, qty: 1 });
  return session;
}

async function useCart(context: BrowserContext, baseURL: string, cart: { cartId: string; protectCode: string }) {
  await skipOverlays(context, baseURL);
  await context.addCookies(Object.entries(cart).map(([name, value]) => ({ name, value, url: baseURL })));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the guest's cart and checkout show their cart, and another visitor's cart page shows none of it", async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    await useCart(context, baseURL!, await guestCart(request));
    const response = await page.goto('/kosarica');
    expect(response?.headers()['cache-control']).toBe('no-store');
    // Compressed for this one answer, as any page is.
    expect(response?.headers()['content-encoding']).toBe('br');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('Šal');
    await expect(page.locator('.cart-page__total')).toBeVisible();
    // The checkout comes at its first step, with the cart in its summary.
    await page.goto('/naplata?step=address');
    await expect(page.getByRole('heading', { name: 'Podaci o dostavi' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ime', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Šal');

    // Someone else, after the first guest: no cart pair, so the anonymous page; nothing of the first cart.
    const other = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const stranger = await other.newPage();
    await stranger.goto('/kosarica');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Košarica' })).toBeVisible();
    await expect(stranger.getByTestId('cart-line')).toHaveCount(0);
    await other.close();
  });
});

test("the guest's cart drawn by the server works once hydrated: the quantity goes up and the total follows", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await useCart(context, baseURL!, await guestCart(request));
  await page.goto('/kosarica');
  const line = page.getByTestId('cart-line');
  const before = await line.getByTestId('line-total').textContent();
  await line.getByRole('button', { name: 'Povećaj količinu' }).click();
  await expect(line.getByRole('spinbutton', { name: 'Količina' })).toHaveValue('2');
  await expect(line.getByTestId('line-total')).not.toHaveText(before!);
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('2');
});
