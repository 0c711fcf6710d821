import { addScarf, address, fillAddress, step } from './checkout-helpers.js';
import { expect, screenPath, test } from './fixtures.js';
import { loginAsCustomer } from './login.js';
import { skipOverlays } from './overlays.js';

// What a shopper's second walk through the storefront found, each seen in the browser
// (docs/decisions/0193-page-past-the-last.md, 0194-walk-findings.md, 0195-verification-resend-and-postcodes.md).

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test('a guest sees typed text as typed, a page past the last one said, and a login link in the wishlist toast', async ({
  page,
}) => {
  await page.goto('/prijava');
  const email = page.getByLabel('E-mail');
  await email.fill('Ana.Kovac@Primjer.hr');
  await expect(email).toHaveCSS('text-transform', 'none');

  await page.goto('/shop/dresovi?page=99');
  await expect(page.getByText('Nema proizvoda na ovoj stranici.')).toBeVisible();
  await page.getByRole('link', { name: 'Na prvu stranicu' }).click();
  await expect(page).toHaveURL(/\/shop\/dresovi$/);
  await expect(page.locator('.product-card').first()).toBeVisible();

  await page
    .locator('.product-card')
    .first()
    .getByRole('button', { name: /na listu želja/ })
    .click();
  const toast = page.getByRole('status').filter({ hasText: 'Prijavite se za listu želja.' });
  await expect(toast.getByRole('link', { name: 'Prijava' })).toHaveAttribute(
    'href',
    `/prijava?povratak=${encodeURIComponent('/shop/dresovi')}`,
  );
});

test('ticking an add-on before a size says so beside it, and a 0 for the number is refused in words', async ({
  page,
}) => {
  await page.goto('/product/domaci-dres-2025-26');
  await page.getByLabel('Dodaj sponzore').click();
  await expect(page.getByText('Najprije odaberite veličinu.')).toBeVisible();
  await expect(page.getByLabel('Dodaj sponzore')).not.toBeChecked();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByText('Najprije odaberite veličinu.').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(`walk-size-first-${width}`) });
  }
  await page.getByRole('radio', { name: 'M', exact: true }).click();
  await expect(page.getByText('Najprije odaberite veličinu.')).toHaveCount(0);

  await page.getByLabel('Personalizacija (ime i broj)').check();
  await page.getByLabel('Upiši broj').fill('0');
  await expect(page.getByText('Broj personalizacije mora biti između 1 i 99.')).toBeVisible();
  await page.getByLabel('Upiši tekst').fill('Horvat');
  await expect(page.getByLabel('Upiši tekst')).toHaveCSS('text-transform', 'none');
});

test('the header shows who is signed in, at 1440 and 390 px', async ({ page }) => {
  await page.goto('/');
  const guest = page.locator('.header-actions').getByRole('link', { name: 'Prijava', exact: true });
  await expect(guest).toBeVisible();
  await loginAsCustomer(page);
  const signedIn = page.locator('.header-actions').getByRole('link', { name: 'Moj profil', exact: true });
  await expect(signedIn).toHaveAccessibleDescription(/^Prijavljeni ste kao /);
  // The initials are drawn by CSS from data-initials (a picture of the person, not words of the link's name).
  await expect(signedIn).toHaveAttribute('data-initials', /^\p{Lu}{1,2}$/u);
  const drawn = await signedIn.evaluate((link) => getComputedStyle(link, '::before').content);
  expect(drawn).toBe(`"${await signedIn.getAttribute('data-initials')}"`);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: screenPath(`walk-header-signed-in-${width}`) });
  }
});

test('the checkout refuses a postal code that is not of the town, on the postal code field', async ({ page }) => {
  await addScarf(page);
  await page.goto('/naplata');
  await fillAddress(page, { ...address, 'Poštanski broj': '999' });
  await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
  await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await page.getByRole('button', { name: 'Pošalji' }).click();
  const postcode = page.getByRole('textbox', { name: 'Poštanski broj', exact: true });
  await expect(postcode).toHaveAccessibleDescription('Hrvatski poštanski broj ima pet znamenki (npr. 31000).');
  // Five digits of another region: only the server's gazetteer knows Osijek is not in Zagreb's.
  await postcode.fill('10000');
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await expect(postcode).toHaveAccessibleDescription('Poštanski broj ne odgovara upisanom mjestu.');
  await expect(postcode).toBeFocused();
  await postcode.fill('31000');
  await page.getByRole('button', { name: 'Pošalji' }).click();
  await step(page, 'DOSTAVA');
});
