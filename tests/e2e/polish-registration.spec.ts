import { expect, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// Registration says what is wrong before the button is pressed: a field left empty, a password that is too short,
// passwords that differ, and why the button waits (docs/decisions/0083-registration-says-what-is-wrong.md).

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

test('registration names a missing field, a short password and passwords that differ as the visitor goes', async ({
  page,
}) => {
  await page.goto('/registracija');
  await expect(page.getByRole('heading', { name: 'REGISTRIRAJ SE' })).toBeVisible();
  const firstName = page.getByRole('textbox', { name: 'Ime', exact: true });
  const password = page.getByRole('textbox', { name: 'Lozinka', exact: true });
  const repeat = page.getByLabel('Ponovite lozinku');

  // The button waits for a consent, and says so.
  const submit = page.getByRole('button', { name: 'KREIRAJ RAČUN' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Za nastavak označite privole iznad.');

  await firstName.focus();
  await page.getByLabel('Prezime').focus();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Unos ovog polja je obavezan');

  await expect(password).toHaveAccessibleDescription('Najmanje 8 znakova.');
  await password.fill('plavi');
  await repeat.focus();
  await expect(page.getByText('Minimalan broj znakova potrebnih za ovo polje je 8')).toBeVisible();
  await password.fill('PlaviDres2025!');
  await expect(page.getByText('Minimalan broj znakova potrebnih za ovo polje je 8')).toHaveCount(0);

  await repeat.fill('PlaviDres2026!');
  await page.getByLabel('E-mail').focus();
  await expect(page.getByText('Lozinke se ne podudaraju')).toBeVisible();
  await repeat.fill('PlaviDres2025!');
  await expect(page.getByText('Lozinke se ne podudaraju')).toHaveCount(0);

  await firstName.fill('Marta');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('the login page shows the social buttons of the providers the server has settings for', async ({ page }) => {
  // The journeys' server has both providers (the OpenID stand-in); an unconfigured one gets no button
  // (src/server/edge/spa-html.test.ts).
  await page.goto('/prijava');
  await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  const providers = await page.evaluate(() => window.__SHOP_CONFIG__?.socialProviders);
  expect(providers).toEqual(['facebook', 'google']);
});
