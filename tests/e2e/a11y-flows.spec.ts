import { axeViolations } from './axe.js';
import { address, fillAddress, step } from './checkout-helpers.js';
import { expect, test } from './fixtures.js';
import { newCustomer } from './checkout-model/customer.js';
import { loginAsCustomer } from './login.js';
import { apiLogin, PAYMENT, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

/**
 * axe-core with every rule it has (tests/e2e/axe.ts, docs/decisions/0140-axe-with-every-rule.md) on the pages a
 * purchase and the back office go through, drawn with what they hold in use: the cart and each checkout step with a
 * product in the cart, the success and failure pages, the guest look-up and its order, a customer's order page, and
 * the back office's orders, an order, caches, templates and consents. No violation of any impact.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the cart, every checkout step, the success and failure pages and the orders have no violation', async ({
      page,
      request,
    }) => {
      // Eleven pages, each checked with every rule: minutes on a loaded machine.
      test.setTimeout(420_000);
      const found: Record<string, string[]> = {};
      const check = async (name: string) => {
        const bad = await axeViolations(page);
        if (bad.length > 0) found[name] = bad;
      };

      await page.goto('/product/sal-zvijezda-klasicni');
      await page.locator('.purchase__cta').click();
      await expect(page.locator('.header-actions__badge')).toHaveText('1');
      await page.goto('/kosarica');
      await expect(page.getByRole('heading', { name: /Košarica/i }).first()).toBeVisible();
      await check('cart with a product');

      await page.goto('/naplata');
      await step(page, 'ADRESA');
      await check('checkout ADRESA');
      // The same step with every field's error shown.
      await page.getByRole('button', { name: 'Pošalji' }).click();
      await expect(page.getByRole('textbox', { name: 'Ime', exact: true })).toHaveAttribute('aria-invalid', 'true');
      await check('checkout ADRESA with errors');
      await fillAddress(page, { ...address, 'E-mail': `a11y.${Date.now()}@primjer.hr` });
      await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
      await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
      await page.getByRole('button', { name: 'Pošalji' }).click();
      await step(page, 'DOSTAVA');
      await check('checkout DOSTAVA');
      await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
      await page.getByRole('button', { name: 'Pošalji' }).click();
      await step(page, 'NAPLATA');
      await check('checkout NAPLATA');

      const transfer = await placeApiOrder(request, {
        email: `a11y.uplata.${Date.now()}@primjer.hr`,
        payment: PAYMENT.transfer,
      });
      await page.goto(`/naplata/uspjesna?orderSlug=${transfer.slug}`);
      await expect(page.getByTestId('order-reference')).toHaveText(transfer.number);
      await check('success (bank transfer)');
      await page.goto(`/checkout/failure?orderSlug=${transfer.slug}&reason=declined`);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await check('failure');

      const guestEmail = `a11y.gost.${Date.now()}@primjer.hr`;
      const guestOrder = await placeApiOrder(request, { email: guestEmail });
      await page.goto('/narudzba');
      await page.getByLabel('Broj narudžbe').fill(guestOrder.number);
      await page.getByLabel('E-pošta narudžbe').fill(guestEmail);
      await page.getByRole('button', { name: 'PRONAĐI NARUDŽBU' }).click();
      await expect(page.getByRole('heading', { name: `Narudžba ${guestOrder.number}` })).toBeVisible();
      await check('guest look-up with its order');

      // A customer of this width's own: the demo customer's one cart is shared by the journeys running beside it.
      const customer = await newCustomer(request);
      const token = await apiLogin(request, customer.email, customer.password);
      const mine = await placeApiOrder(request, { token, email: customer.email });
      await loginAsCustomer(page, customer);
      await page.goto(`/narudzba/${mine.number}`);
      await expect(page.getByRole('heading', { name: 'Detalji narudžbe' })).toBeVisible();
      await check('a customer’s order page');

      expect(found).toEqual({});
    });
  });
}

test('the back office pages have no violation', async ({ page, request }) => {
  test.setTimeout(300_000);
  const order = await placeApiOrder(request, { email: `a11y.desk.${Date.now()}@primjer.hr` });
  const found: Record<string, string[]> = {};
  const check = async (name: string) => {
    const bad = await axeViolations(page);
    if (bad.length > 0) found[name] = bad;
  };

  await page.goto('/admin');
  await check('back-office login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Lozinka').fill(ADMIN.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  const nav = page.getByRole('navigation', { name: 'Administracija' });
  await nav.getByRole('link', { name: 'Narudžbe' }).click();
  await expect(page.getByRole('heading', { name: 'Narudžbe', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await check('/admin/orders');
  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { name: `Narudžba ${order.number}` })).toBeVisible();
  await check('an order');
  // The action being confirmed draws its own form.
  await page.getByRole('button', { name: 'Označi kao poslano', exact: true }).click();
  await expect(page.getByLabel('Broj za praćenje')).toBeVisible();
  await check('an order, confirming an action');

  await nav.getByRole('link', { name: 'Predmemorija' }).click();
  await expect(page.getByRole('heading', { name: 'Predmemorija', level: 1 })).toBeVisible();
  await check('/admin/cache');
  await nav.getByRole('link', { name: 'Predlošci' }).click();
  await expect(page.getByRole('heading', { name: 'Predlošci', level: 1 })).toBeVisible();
  await check('/admin/templates');
  await nav.getByRole('link', { name: 'Privole' }).click();
  await expect(page.getByRole('heading', { name: 'Privole', level: 1 })).toBeVisible();
  await check('/admin/consent');
  await page.locator('main a[href^="/admin/consent/"]').first().click();
  await expect(page).toHaveURL(/\/admin\/consent\/.+/);
  await expect(page.locator('main table, main p').first()).toBeVisible();
  await check('a consent’s log');

  expect(found).toEqual({});
});
