import type { Browser, Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { loginAsCustomer } from './login.js';

// Account journeys: register → verification link from the outbox → log in → edit the profile → change the
// password → log out; a wrong password ten times locks the account and the UI says so in Croatian.

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

/** The cookie banner is answered up front; it is not what these journeys test. */
async function prepare(page: Page) {
  await page
    .context()
    .addCookies([{ name: 'acceptedCookies', value: 'necessary', url: test.info().project.use.baseURL! }]);
}

/** Opens a page and closes the campaign popup (it shows once per browser context). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('button', { name: 'U redu', exact: true })
    .click({ timeout: 4000 })
    .catch(() => {});
}

/** The link of the newest e-mail of a kind to `email`, read in the admin area by a back-office user. */
async function linkFromOutbox(
  browser: Browser,
  email: string,
  kind = 'Potvrda e-maila',
  link: RegExp = /verificationToken=/,
): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await prepare(admin);
  await open(admin, '/admin');
  await admin.getByLabel('E-mail').fill(ADMIN.email);
  await admin.getByLabel('Lozinka').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await admin.getByRole('link', { name: 'Poslani e-mailovi' }).click();
  const mail = admin.getByRole('listitem').filter({ hasText: email }).filter({ hasText: kind }).first();
  await expect(mail).toBeVisible();
  const href = await mail.getByRole('link', { name: link }).first().getAttribute('href');
  await context.close();
  expect(href).toBeTruthy();
  return href!;
}

test('a visitor registers, confirms the e-mail, logs in, edits the profile, changes the password, logs out and resets a forgotten password', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await prepare(page);
  const email = `navijac.${Date.now()}@primjer.hr`;
  const password = 'Zvijezda2024!';
  const newPassword = 'PlaviDres2025!';

  await open(page, '/registracija');
  await expect(page.getByRole('heading', { name: 'REGISTRIRAJ SE' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill('Marta');
  await page.getByLabel('Prezime').fill('Horvat');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(password);
  await page.getByLabel('Ponovite lozinku').fill(password);
  const submit = page.getByRole('button', { name: 'KREIRAJ RAČUN' });
  await expect(submit).toBeDisabled();
  for (const box of await page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').all()) await box.check();
  await submit.click();
  const modal = page.getByRole('dialog', { name: 'Uspješno ste se registrirali!' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Potvrdite e-mail adresu');

  const link = await linkFromOutbox(browser, email);
  await page.goto(link);
  await expect(page.getByText('Vaša e-mail adresa je potvrđena. Sada se možete prijaviti.')).toBeVisible();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Moj profil' }).first().click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('definition').filter({ hasText: 'Nisu uneseni podatci' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'PROMIJENI' }).click();
  await page.getByLabel('Ulica').fill('Ilica');
  await page.getByLabel('Kućni broj').fill('12a');
  await page.getByLabel('Grad').fill('Zagreb');
  await page.getByLabel('Poštanski broj').fill('10000');
  await page.getByLabel('Država').selectOption('HR');
  await page.getByRole('button', { name: 'SPREMI' }).click();
  await expect(page.getByRole('button', { name: 'PROMIJENI' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Ilica' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Hrvatska' })).toBeVisible();

  // A new e-mail asks for the password; the answer is the same whether or not the address has an account.
  await page.getByRole('button', { name: 'PROMIJENI' }).click();
  const passwordForEmail = page.getByLabel('Lozinka (potrebna za promjenu e-mail adrese)');
  await expect(passwordForEmail).toHaveCount(0);
  await page.getByLabel('E-mail').fill('kupac@zvijezda-shop.hr');
  await page.getByRole('button', { name: 'SPREMI' }).click();
  await expect(passwordForEmail).toBeFocused();
  await expect(page.getByText('Za promjenu e-mail adrese upišite svoju lozinku')).toBeVisible();
  await passwordForEmail.fill('Pogresna1!');
  await page.getByRole('button', { name: 'SPREMI' }).click();
  await expect(page.getByText('Lozinka nije ispravna.').first()).toBeVisible();
  await passwordForEmail.fill(password);
  await page.getByRole('button', { name: 'SPREMI' }).click();
  await expect(page.getByRole('button', { name: 'PROMIJENI' })).toBeVisible();
  await expect(page.getByText('Nova e-mail adresa kupac@zvijezda-shop.hr čeka potvrdu')).toBeVisible();

  await page.getByRole('link', { name: 'Upravljaj lozinkom' }).click();
  await page.getByLabel('Stara lozinka').fill(password);
  await page.getByRole('textbox', { name: 'Nova lozinka', exact: true }).fill(newPassword);
  await page.getByLabel('Ponovite novu lozinku').fill(newPassword);
  await page.getByRole('button', { name: 'PROMIJENI LOZINKU' }).click();
  await expect(page.getByText('Lozinka uspješno izmijenjena.')).toBeVisible();

  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page.getByText('Uspješno ste se odjavili.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Prijava', exact: true }).first()).toHaveAttribute('href', '/prijava');

  // The new password is the one that works now.
  await page.goto('/prijava');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Lozinka').fill(newPassword);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.')).toBeVisible();

  // Forgotten password: the link from the outbox sets a new one, and that one logs in.
  await page.getByRole('link', { name: 'Moj profil' }).first().click();
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Prijava', exact: true }).first().click();
  await page.getByRole('link', { name: 'Zaboravili ste lozinku?' }).click();
  await expect(page.getByRole('heading', { name: 'ZABORAVLJENA LOZINKA' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'POTVRDI E-MAIL' }).click();
  await expect(
    page.getByText('Ako postoji račun s tom e-mail adresom, poslali smo poveznicu za promjenu lozinke.'),
  ).toBeVisible({ timeout: 20_000 });
  const reset = await linkFromOutbox(browser, email, 'Promjena lozinke', /zaboravljena-lozinka\?token=/);
  await page.goto(reset);
  await expect(page.getByRole('heading', { name: 'PROMIJENI LOZINKU' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova lozinka', exact: true }).fill('NovaLozinka2026!');
  await page.getByLabel('Ponovite novu lozinku').fill('NovaLozinka2026!');
  await page.getByRole('button', { name: 'POTVRDI LOZINKU' }).click();
  await expect(page).toHaveURL(/\/prijava$/);
  await expect(page.getByText('Lozinka je promijenjena. Sada se možete prijaviti.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Lozinka').fill('NovaLozinka2026!');
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible();
});

test('the session survives a reload through the refresh cookie', async ({ page }) => {
  await prepare(page);
  await open(page, '/prijava');
  await page.getByLabel('E-mail').fill('kupac@zvijezda-shop.hr');
  await page.getByLabel('Lozinka').fill('Zvijezda2024!');
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.')).toBeVisible();
  await page.goto('/profil');
  await expect(page.getByRole('heading', { name: 'Moj profil' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'kupac@zvijezda-shop.hr' })).toBeVisible();
});

test('per-field errors in Croatian stop an invalid login before any request', async ({ page }) => {
  await prepare(page);
  await open(page, '/prijava');
  await page.getByLabel('Lozinka').fill('kratko');
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page.getByText('Unos ovog polja je obavezan')).toBeVisible();
  await expect(page.getByText('Minimalan broj znakova potrebnih za ovo polje je 8')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password ten times locks the account and the login says so in Croatian', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page);
  await open(page, '/prijava');
  // A name of its own, so the demo customer stays usable by the journeys running beside this one (the server
  // locks known and unknown names alike, so nobody learns which e-mails have accounts).
  const email = `zakljucan.${Date.now()}@primjer.hr`;
  const button = page.getByRole('button', { name: /PRIJAVI SE|PRIJAVLJUJEM/ });
  const alert = page.getByRole('alert').filter({ hasText: /Netočno|zaključan/ });
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Lozinka').fill(`PogresnaLozinka${attempt}`);
    await button.click();
    await expect(alert).toBeVisible();
    await expect(button).toHaveText('PRIJAVI SE');
  }
  // The eleventh try is refused by the lock, whatever the password.
  await page.getByLabel('Lozinka').fill('Zvijezda2024!');
  await button.click();
  await expect(page.getByRole('alert')).toContainText(
    'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za 15 min.',
  );
});

test('a social login through the local OpenID provider signs the fan in', async ({ page }) => {
  await prepare(page);
  await open(page, '/prijava');
  await page.getByRole('button', { name: 'Google' }).click();
  await expect(page.getByText('Uspješno ste se prijavili.')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.getByRole('link', { name: 'Moj profil' }).first().click();
  await expect(page.getByText('Pozdrav, Luka Navijač!')).toBeVisible();
});

test('the account screens are captured at 1440 and 390 px for review', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page);
  const shoot = async (name: string) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenPath(`accounts-${name}-${width}`), fullPage: true });
    }
  };
  await open(page, '/prijava');
  await expect(page.getByRole('heading', { name: 'PRIJAVA' })).toBeVisible();
  await shoot('prijava');
  await page.goto('/registracija');
  await expect(page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').first()).toBeVisible();
  await shoot('registracija');
  await loginAsCustomer(page);
  await page.goto('/profil');
  await expect(page.getByRole('button', { name: 'PROMIJENI' })).toBeVisible();
  await page
    .getByText('Uspješno ste se prijavili.')
    .waitFor({ state: 'hidden' })
    .catch(() => {});
  await shoot('profil');
});
