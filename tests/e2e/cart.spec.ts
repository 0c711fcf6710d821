import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { addPersonalisedJersey, skipOverlays } from './cart-helpers.js';

// Cart journeys: a personalised jersey with its server-derived service lines, inline edit, coupon, removal;
// a bundle that waits for every part's size; the header badge after a reload.

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

const line = (page: Page, slug: string) => page.locator(`[data-testid="cart-line"][data-slug="${slug}"]`);

test('a personalised jersey brings one of each service line, is edited, discounted and removed with them', async ({
  page,
}) => {
  await addPersonalisedJersey(page);
  await page.getByRole('dialog').getByRole('link', { name: 'IDI NA NAPLATU' }).click();
  await expect(page).toHaveURL(/\/kosarica$/);

  const jersey = line(page, 'domaci-dres-2025-26-m');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(line(page, 'usluga-promidzbe-i-marketinga').getByTestId('line-total')).toHaveText('15,00 €');
  await expect(line(page, 'sponzori').getByTestId('line-total')).toHaveText('10,00 €');
  await expect(page.locator('.cart-line').first().getByTestId('line-total')).toHaveText('69,99 €');
  await expect(page.getByTestId('cart-total')).toHaveText('94,99 €');
  // Personalised and service lines have a fixed quantity.
  await expect(page.getByText('Količina: 1')).toHaveCount(3);

  const text = page.getByLabel('Tekst', { exact: true });
  await text.fill('');
  await text.blur();
  await expect(page.getByText('Polje mora sadržavati vrijednost.')).toBeVisible();
  await text.fill('MARKO');
  await text.blur();
  await expect(page.getByText('Tekst personalizacije uspješno ažuriran.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tekst', { exact: true })).toHaveValue('MARKO');
  // Editing the text keeps the chosen print colour.
  await expect(page.getByText('Boja personalizacije: Zlatna')).toBeVisible();

  await page.locator('#coupon-code').fill('ZVIJEZDA10');
  await page.getByRole('button', { name: 'DODAJ', exact: true }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText('ZVIJEZDA10');
  await expect(page.getByTestId('coupon-discount')).toBeVisible();
  await expect(page.getByTestId('cart-total')).not.toHaveText('94,99 €');

  await expect(jersey.or(page.locator('.cart-line').first())).toBeVisible();
  await page.locator('.cart-line').first().getByRole('button', { name: 'UKLONI' }).click();
  await expect(page.getByText('Nemate proizvoda u košarici!')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});

test('a bundle with configurable parts cannot be added until every part has a size', async ({ page }) => {
  await page.goto('/product/paket-domaci-komplet');
  const add = page.locator('.purchase__cta');
  await expect(add).toBeDisabled();
  const groups = page.locator('.bundle__parts [role="radiogroup"]');
  const count = await groups.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    if (i < count - 1) {
      await groups.nth(i).locator('[role="radio"]:not(.is-sold-out)').first().click();
      await expect(add).toBeDisabled();
    } else {
      await groups.nth(i).locator('[role="radio"]:not(.is-sold-out)').first().click();
    }
  }
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Dodano u košaricu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('cart-line')).toHaveCount(1);
  await expect(dialog).toContainText('Paket "Domaći komplet"');
});

test('the header badge shows the count right after a reload', async ({ page }) => {
  await page.goto('/product/sal-zvijezda-klasicni');
  await page.locator('.purchase__cta').click();
  const dialog = page.getByRole('dialog', { name: 'Dodano u košaricu' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Povećaj količinu' }).click();
  await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible();
  await dialog.getByRole('button', { name: 'NASTAVI KUPOVINU' }).click();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Košarica, 2 proizvoda' })).toBeVisible();
});

test('a personalised line opened from the cart keeps its size and personalisation and is saved in place', async ({
  page,
}) => {
  await addPersonalisedJersey(page);
  await page.getByRole('dialog').getByRole('link', { name: 'IDI NA NAPLATU' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  // The size variant is not shown on its own: its link opens the main product with this line (docs/spec/site-frame.md 2).
  await line(page, 'domaci-dres-2025-26-m')
    .getByRole('link', { name: /Domaći dres 2025\/26/ })
    .click();
  await expect(page).toHaveURL(/\/product\/domaci-dres-2025-26\?cartItemId=\d+$/);
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Upiši broj')).toHaveValue('10');
  await expect(page.getByLabel('Upiši tekst')).toHaveValue('IVAN');
  await expect(page.getByLabel('Boja personalizacije')).toHaveValue('Zlatna');
  await expect(page.getByLabel('Dodaj sponzore')).toBeChecked();

  await page.getByLabel('Upiši tekst').fill('LUKA');
  await page.getByRole('button', { name: 'SPREMI PROMJENE' }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await expect(page.getByText('Stavka košarice je ažurirana.')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByLabel('Tekst', { exact: true })).toHaveValue('LUKA');
  await expect(page.getByText('Boja personalizacije: Zlatna')).toBeVisible();
});
