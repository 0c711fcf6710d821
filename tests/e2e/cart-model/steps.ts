import type { APIRequestContext, Page } from '@playwright/test';
import { addPersonalisedJersey } from '../cart-helpers.js';
import { newCustomer } from '../checkout-model/customer.js';
import { expect, test } from '../fixtures.js';
import { adapterFromTables } from '../journey-harness/harness.js';
import { whileUnreachable } from '../journey-harness/unreachable.js';
import type { CartJourneyContext, CartJourneyEvent } from './model.js';

/** The demo customer's card and its PIN (README): taken by that account, so refused to anyone else. */
const TAKEN_CARD = { barcode: '385000000017', pin: '1923' };
/** Unclaimed demo cards (src/server/seed/cart), one per attempt: a claimed card stays claimed. */
const FREE_CARDS = [
  { barcode: '385000000024', pin: '2024' },
  { barcode: '385000000079', pin: '7907' },
];
const JERSEY = '/product/domaci-dres-2025-26';

/** The cart model's adapter: the product page, the cart popup, /kosarica with its coupon and membership card. */
export function cartAdapter(page: Page, request: APIRequestContext) {
  const card = FREE_CARDS[test.info().retry % FREE_CARDS.length]!;
  const member = page.getByTestId('member-card');
  const jersey = page.locator('[data-testid="cart-line"][data-slug="domaci-dres-2025-26-m"]');
  const toast = (text: string) => expect(page.getByText(text).first()).toBeVisible();
  const applyCard = async (barcode: string, pin: string) => {
    await member.getByRole('textbox', { name: 'Broj članske iskaznice' }).fill(barcode);
    await member.getByRole('textbox', { name: 'PIN iskaznice' }).fill(pin);
    await member.getByRole('button', { name: 'PRIMIJENI' }).click();
  };
  const applyCoupon = async (code: string) => {
    await page.locator('#coupon-code').fill(code);
    await page.getByRole('button', { name: 'DODAJ', exact: true }).click();
  };
  return adapterFromTables<CartJourneyContext, CartJourneyEvent>({
    start: () => page.goto(JERSEY).then(() => undefined),
    states: {
      async product() {
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Domaći dres 2025/26');
        await expect(page.locator('.header-actions__badge')).toHaveCount(0);
      },
      async popup() {
        const dialog = page.getByRole('dialog', { name: 'Dodano u košaricu' });
        await expect(dialog).toContainText('Domaći dres 2025/26');
        // The badge counts products: the service lines come with the jersey.
        await expect(page.locator('.header-actions__badge')).toHaveText('1');
      },
      async cart(c) {
        await expect(page).toHaveURL(/\/kosarica$/);
        // The jersey brings one of each service line (printing, sponsors).
        await expect(page.getByTestId('cart-line')).toHaveCount(3);
        await expect(page.getByLabel('Tekst', { exact: true })).toHaveValue(c.text);
        await expect(page.getByText('Boja personalizacije: Zlatna')).toBeVisible();
        if (c.coupon) await expect(page.getByTestId('coupon-applied')).toContainText('ZVIJEZDA10');
        else await expect(page.locator('#coupon-code')).toBeVisible();
        if (c.refusal) await expect(page.getByRole('alert').filter({ hasText: c.refusal }).first()).toBeVisible();
        if (!c.customer) await expect(member).toContainText('Registrirajte se');
        else if (c.card === 'field')
          await expect(member.getByRole('textbox', { name: 'Broj članske iskaznice' })).toBeVisible();
        else {
          await expect(member.getByText(`Članska iskaznica ${card.barcode}`)).toBeVisible();
          await expect(
            member.getByText('Članski popust vrijedi na ukupan iznos proizvoda koji nisu na popustu.'),
          ).toBeVisible();
          await expect(jersey.locator('.cart-line__regular')).toHaveText('69,99 €');
        }
      },
      async lineEdit(c) {
        await expect(page).toHaveURL(/\/product\/domaci-dres-2025-26\?cartItemId=\d+$/);
        await expect(page.getByRole('radio', { name: 'M', exact: true })).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByLabel('Upiši tekst')).toHaveValue(c.text);
        await expect(page.getByLabel('Boja personalizacije')).toHaveValue('Zlatna');
      },
    },
    events: {
      async ADD_UNREACHABLE() {
        // The call that makes the cart is lost: nothing is added (the product state checks the empty badge).
        await page.getByRole('radio', { name: 'L', exact: true }).click();
        await whileUnreachable(page, '/api/v2/cart/getNewCartSession', () => page.locator('.purchase__cta').click());
        await expect(page.locator('.purchase__cta')).toBeEnabled();
        // One toast says the real reason (docs/decisions/0268-buyers-admitted-at-the-door.md), not a second about
        // the cart that could not be made.
        await toast('Nema veze s poslužiteljem. Provjerite internetsku vezu.');
        await expect(page.getByText('Sesija košarice ne postoji.')).toHaveCount(0);
      },
      async WISH_AS_GUEST() {
        await page.getByRole('button', { name: 'Stavi na listu želja' }).first().click();
        await toast('Prijavite se za listu želja.');
      },
      ADD_JERSEY: () => addPersonalisedJersey(page),
      GO_TO_CART: () => page.getByRole('dialog').getByRole('link', { name: 'IDI NA NAPLATU' }).click(),
      async EDIT_TEXT() {
        const text = page.getByLabel('Tekst', { exact: true });
        await text.fill('MARKO');
        await text.blur();
        await toast('Tekst personalizacije uspješno ažuriran.');
      },
      OPEN_LINE: () => jersey.getByRole('link', { name: /Domaći dres 2025\/26/ }).click(),
      async SAVE_LINE() {
        await page.getByLabel('Upiši tekst').fill('LUKA');
        await page.getByRole('button', { name: 'SPREMI PROMJENE' }).click();
        await toast('Stavka košarice je ažurirana.');
      },
      APPLY_EXPIRED_COUPON: () => applyCoupon('LJETO2024'),
      APPLY_COUPON: () => applyCoupon('ZVIJEZDA10'),
      REMOVE_COUPON: () => page.getByRole('button', { name: 'Ukloni kupon' }).click(),
      async LOG_IN() {
        const account = await newCustomer(request);
        await page.goto('/prijava');
        await page.getByLabel('E-mail').fill(account.email);
        await page.getByLabel('Lozinka').fill(account.password);
        await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
        // The password hash takes its time on a busy machine.
        await toast('Uspješno ste se prijavili.');
        await page.goto('/kosarica');
      },
      async CARD_BLANK() {
        await member.getByRole('button', { name: 'PRIMIJENI' }).click();
        await toast('Molimo popunite poplje pa nastavite.');
      },
      CARD_MALFORMED: () => applyCard('12345', ''),
      CARD_PIN_MALFORMED: () => applyCard(card.barcode, '12'),
      CARD_TAKEN: () => applyCard(TAKEN_CARD.barcode, TAKEN_CARD.pin),
      CARD_CLAIM: () => applyCard(card.barcode, card.pin),
      async RELOAD() {
        await page.reload();
      },
    },
  });
}
