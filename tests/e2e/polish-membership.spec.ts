import type { APIRequestContext, Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';
import { apiLogin } from './order-helpers.js';

// The membership card from the cart (docs/decisions/0088-membership-card-from-the-cart.md): a guest is shown the
// registration prompt and the way in; the customer who registered enters a card in the side panel, mistakes are
// worded as the profile words them, and the cart's prices turn into member prices.

/** Unclaimed demo cards (src/server/seed/cart): one per attempt, since a claimed card stays claimed. */
const SPARE_CARDS = ['385000000048', '385000000055', '385000000062', '385000000079'];
/** The PIN printed on each (docs/decisions/0136-member-card-claim-second-factor.md). */
const SPARE_PINS: Record<string, string> = {
  '385000000048': '4804',
  '385000000055': '5505',
  '385000000062': '6206',
  '385000000079': '7907',
};
const TAKEN_CARD = '385000000017';
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function addJersey(page: Page) {
  await page.goto('/product/domaci-dres-2025-26');
  await page.getByRole('radio', { name: 'L', exact: true }).click();
  await page.locator('.purchase__cta').click();
  await page.getByRole('dialog', { name: 'Dodano u košaricu' }).getByRole('link', { name: 'IDI NA NAPLATU' }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
}

/** The verification link of the newest e-mail to `email`, read from the outbox as the back office reads it. */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  let link: string | undefined;
  await expect(async () => {
    const res = await request.get('/api/v1/admin/outbox?limit=50', {
      headers: { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` },
    });
    const mails = (await res.json()).data.records as Array<{ to: string; text: string | null }>;
    // The newsletter box ticked with the others brings its own confirmation mail to the same address.
    link = mails
      .filter((m) => m.to === email)
      .map((m) => m.text?.match(/https?:\/\/\S*verificationToken=[\w-]+/)?.[0])
      .find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link!;
}

test('a guest is shown the registration prompt, registers, logs in and adds a card in the cart for member prices', async ({
  page,
  request,
}) => {
  // Registration solves a proof-of-work captcha: slow on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await addJersey(page);
  const jersey = page.locator('[data-testid="cart-line"][data-slug="domaci-dres-2025-26-l"]');
  await expect(jersey.getByTestId('line-total')).toHaveText('69,99 €');

  // A guest: the prompt and the two ways in, no card field (a card is applied only when logged in).
  const member = page.getByTestId('member-card');
  await expect(member.getByRole('heading', { name: 'Članska iskaznica' })).toBeVisible();
  await expect(member).toContainText('Registrirajte se i ostvarite klupski popust za članove!');
  await expect(member).toContainText('Prijavite se i unesite broj svoje članske iskaznice.');
  await expect(member.getByRole('textbox')).toHaveCount(0);
  await member.getByRole('link', { name: 'Registracija' }).click();
  await expect(page).toHaveURL(/\/registracija$/);

  const email = `clan.${Date.now()}.${test.info().retry}@primjer.hr`;
  const password = 'Zvijezda2024!';
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill('Luka');
  await page.getByLabel('Prezime').fill('Babić');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(password);
  await page.getByLabel('Ponovite lozinku').fill(password);
  for (const box of await page.getByRole('group', { name: 'Privole' }).getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'KREIRAJ RAČUN' }).click();
  await expect(page.getByRole('dialog', { name: 'Uspješno ste se registrirali!' })).toBeVisible({ timeout: 30_000 });
  await page.goto(await verificationLink(request, email));
  await expect(page.getByText('Vaša e-mail adresa je potvrđena. Sada se možete prijaviti.')).toBeVisible();

  // Back in the cart the prompt's 'Prijava' logs in and returns to the cart.
  await page.goto('/kosarica');
  await member.getByRole('link', { name: 'Prijava' }).click();
  await expect(page).toHaveURL(/\/prijava$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(page).toHaveURL(/\/kosarica$/);
  await expect(jersey.getByTestId('line-total')).toHaveText('69,99 €');

  // A customer without a card: the field, its hint, and refusals worded as the profile words them.
  const field = member.getByRole('textbox', { name: 'Broj članske iskaznice' });
  await expect(field).toBeVisible();
  await expect(member).toContainText('Broj članske iskaznice je broj ispisan pored barkoda');
  const pin = member.getByRole('textbox', { name: 'PIN iskaznice' });
  const apply = member.getByRole('button', { name: 'PRIMIJENI' });
  await field.fill('12345');
  await apply.click();
  await expect(member.getByRole('alert')).toHaveText('Broj članske iskaznice sadrži 12 znakova.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(TAKEN_CARD);
  await apply.click();
  await expect(member.getByRole('alert')).toHaveText(
    'Ova članska iskaznica već je povezana s drugim korisničkim računom. Javite nam se ako je vaša.',
  );
  await expect(jersey.getByTestId('line-total')).toHaveText('69,99 €');
  // The screen without the transient toasts (their timers are tested elsewhere).
  for (const close of await page.getByRole('button', { name: 'Zatvori obavijest' }).all())
    await close.click({ timeout: 1000 }).catch(() => {});
  await expect(page.getByRole('button', { name: 'Zatvori obavijest' })).toHaveCount(0);
  await page.getByTestId('cart-panel').screenshot({ path: screenPath('cart-member-card-1440') });

  // A free card: applied, and the cart's prices are member prices at once.
  const card = SPARE_CARDS[test.info().retry % SPARE_CARDS.length]!;
  // Without the PIN printed on the card it is not claimed.
  await field.fill(card);
  await pin.fill('0000');
  await apply.click();
  await expect(member.getByRole('alert')).toHaveText(
    'PIN članske iskaznice nije točan. Upišite 4 znamenke otisnute na poleđini iskaznice.',
  );
  await expect(jersey.getByTestId('line-total')).toHaveText('69,99 €');
  await pin.fill(SPARE_PINS[card]!);
  await apply.click();
  await expect(member).toContainText('Članski popust vrijedi na ukupan iznos proizvoda koji nisu na popustu.');
  await expect(jersey.getByTestId('line-total')).toHaveText('59,99 €');
  await expect(jersey.locator('.cart-line__regular')).toHaveText('69,99 €');

  // The card is the customer's now: it stays after a reload and is on the profile.
  await page.reload();
  await expect(jersey.getByTestId('line-total')).toHaveText('59,99 €');
  await page.goto('/profil');
  await expect(page.getByText(card)).toBeVisible();
});

test('screens of the membership prompt in the cart panel are captured at 1440 and 390 px', async ({ page }) => {
  await addJersey(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const panel = page.getByTestId('cart-panel');
    await expect(panel.getByTestId('member-card')).toContainText('Registrirajte se');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await panel.screenshot({ path: screenPath(`cart-member-prompt-${width}`) });
  }
});
