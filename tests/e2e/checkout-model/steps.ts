import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.js';
import { addScarf, step } from '../checkout-helpers.js';
import { type Account, newCustomer } from './customer.js';
import type { JourneyAdapter, ModelState as State } from '../journey-harness/harness.js';
import type { House, JourneyContext, JourneyEvent } from './model.js';
import { offered } from './model.js';

/**
 * The checkout model's adapter (../journey-harness): each event is what the shopper does in the browser, each
 * state what the page must show then, read from the model's context (./model.ts).
 */

const GUEST = { Ime: 'Marta', Prezime: 'Horvat', 'E-mail': 'marta@primjer.hr' };
const PLACE = { Telefon: '0911234567', Ulica: 'Europska avenija', 'Poštanski broj': '31000', Grad: 'Osijek' };
const EMPTY_PLACE = { Telefon: '', Ulica: '', 'Kućni broj': '', 'Poštanski broj': '', Grad: '' };
const place = (house: House) => ({ ...PLACE, 'Kućni broj': house });

/** The scarf and the prices of the demo shop, in cents. */
const SCARF = 1499;
const DELIVERY_PRICE = { courier: 499, pickup: 0, boxnow: 299 } as const;
const COD_FEE = 200;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

export class Journey implements JourneyAdapter {
  private account: Account | null = null;

  constructor(
    private readonly page: Page,
    private readonly request: APIRequestContext,
  ) {}

  private person() {
    const a = this.account;
    return a ? { Ime: a.firstName, Prezime: a.lastName, 'E-mail': a.email } : GUEST;
  }

  private field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** The ADRESA form as the model says it starts: the saved address, else the draft or the profile, else empty. */
  private expectedForm(c: JourneyContext): Record<string, string> {
    if (c.saved) return { ...this.person(), ...place(c.saved) };
    if (!c.customer) return { Ime: '', Prezime: '', 'E-mail': '', ...EMPTY_PLACE };
    if (c.draft) return { ...this.person(), ...EMPTY_PLACE, Ulica: PLACE.Ulica, Grad: PLACE.Grad };
    return { ...this.person(), ...(c.profile ? place(c.profile) : EMPTY_PLACE) };
  }

  async start() {
    await addScarf(this.page);
    await this.page.goto('/kosarica');
  }

  async check(state: State) {
    const { page } = this;
    const c = state.context as JourneyContext;
    const value = state.value as string;
    if (value === 'cart') {
      await expect(page).toHaveURL(/\/kosarica$/);
      await expect(page.locator('.header-actions__badge')).toHaveText('1');
      const account = c.customer ? 'Moj profil' : 'Prijava';
      await expect(page.getByRole('link', { name: account, exact: true }).first()).toBeVisible();
    } else if (value === 'address') {
      await step(page, 'ADRESA');
      await expect(page.getByRole('button', { name: 'Prijavi se' })).toHaveCount(c.customer ? 0 : 1);
      await expect(page.getByRole('checkbox', { name: 'Spremi adresu u moj profil' })).toHaveCount(c.customer ? 1 : 0);
      for (const [label, text] of Object.entries(this.expectedForm(c)))
        await expect(this.field(label)).toHaveValue(text);
    } else if (value === 'delivery') {
      await step(page, 'DOSTAVA');
      await expect(page.getByText(`Europska avenija ${c.saved}, 31000 Osijek`)).toBeVisible();
      if (c.delivery) await expect(this.deliveryRadio(c.delivery)).toBeChecked();
      else await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    } else if (value === 'payment') {
      await step(page, 'NAPLATA');
      const delivery = c.delivery!;
      const price = DELIVERY_PRICE[delivery];
      await expect(page.getByTestId('delivery-price')).toHaveText(price > 0 ? euros(price) : 'Besplatno');
      const fee = c.payment === 'cod' ? COD_FEE : 0;
      await expect(page.getByTestId('checkout-total')).toHaveText(euros(SCARF + price + fee));
      // The payment restriction rule: cash on delivery only to the door, a locker takes cards only.
      await expect(page.getByRole('radio', { name: /Kartično/ })).toHaveCount(2);
      await expect(page.getByRole('radio', { name: /pouzećem/ })).toHaveCount(
        offered(delivery).includes('cod') ? 1 : 0,
      );
      await expect(page.getByRole('radio', { name: /Virmansko/ })).toHaveCount(
        offered(delivery).includes('transfer') ? 1 : 0,
      );
      if (c.payment) await expect(this.paymentRadio(c.payment)).toBeChecked();
      else await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
      // At rest: the choice is saved and drawn again (the order button waits for that too).
      await expect(page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' })).toBeEnabled();
    } else if (value === 'success') {
      await expect(page).toHaveURL(/\/naplata\/uspjesna\?orderSlug=/);
      await expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(/^\d{4}-\d{6}$/);
      const fee = c.payment === 'cod' ? COD_FEE : 0;
      await expect(page.getByTestId('order-total')).toHaveText(euros(SCARF + DELIVERY_PRICE[c.delivery!] + fee));
      await expect(page.getByText(`Potvrdu narudžbe poslali smo na ${this.person()['E-mail']}.`)).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText(c.payment === 'cod' ? 'U obradi' : 'Čeka uplatu');
      if (c.payment === 'transfer') await expect(page.getByTestId('order-iban')).toHaveText(/^HR\d{19}$/);
      const where =
        c.delivery === 'pickup' ? 'Klupska trgovina NK Zvijezda' : `Europska avenija ${c.saved}, 31000 Osijek`;
      // The order page's own words (the footer names the club shop too, with its hours).
      await expect(page.getByRole('main').getByText(where)).toBeVisible();
    } else {
      throw new Error(`no check for the model state ${JSON.stringify(state.value)}`);
    }
  }

  private deliveryRadio(delivery: keyof typeof DELIVERY_PRICE) {
    const name = { courier: /Dostava kurirom/, pickup: /klupskoj trgovini/, boxnow: /BoxNow/ }[delivery];
    return this.page.getByRole('radio', { name });
  }

  private paymentRadio(payment: 'cod' | 'transfer') {
    return this.page.getByRole('radio', { name: payment === 'cod' ? /pouzećem/ : /Virmansko/ });
  }

  private async logIn() {
    this.account ??= await newCustomer(this.request);
    const { page } = this;
    await page.getByLabel('E-mail').fill(this.account.email);
    await page.getByLabel('Lozinka').fill(this.account.password);
    await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
    // The password hash takes its time on a busy machine.
    await expect(page.getByText('Uspješno ste se prijavili.').first()).toBeVisible({ timeout: 20_000 });
  }

  private async chooseDelivery(delivery: keyof typeof DELIVERY_PRICE) {
    await this.deliveryRadio(delivery).check();
    if (delivery === 'boxnow') await this.page.locator('input[name="locker"]').first().check();
    await this.page.getByRole('button', { name: 'Pošalji' }).click();
  }

  /** Does in the browser what `event` stands for; `from` is the state it is done in, `to` the one it leads to. */
  async act(event: { type: string }, from: State, to: State) {
    const { page } = this;
    const c = to.context as JourneyContext;
    switch ((event as JourneyEvent).type) {
      case 'LOG_IN':
        if (from.value === 'address') {
          // A guest types part of the form, then logs in from the hint; the checkout comes back with it.
          await this.field('Ulica').fill(PLACE.Ulica);
          await this.field('Grad').fill(PLACE.Grad);
          await page.getByRole('button', { name: 'Prijavi se' }).click();
          await this.logIn();
          await expect(page).toHaveURL(/\/naplata\?step=address/);
        } else {
          await page.goto('/prijava');
          await this.logIn();
          await page.goto('/kosarica');
        }
        return;
      case 'CHECKOUT':
        await page.getByRole('link', { name: 'NASTAVI NA NAPLATU' }).click();
        return;
      case 'FILL_ADDRESS': {
        // A customer's name and e-mail are already there (the state check saw them); a guest types them.
        const values = c.customer ? place(c.saved!) : { ...GUEST, ...place(c.saved!) };
        for (const [label, text] of Object.entries(values)) await this.field(label).fill(text);
        await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
        await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
        if (c.customer) await page.getByRole('checkbox', { name: 'Spremi adresu u moj profil' }).check();
        await page.getByRole('button', { name: 'Pošalji' }).click();
        return;
      }
      case 'CHOOSE_COURIER':
        return this.chooseDelivery('courier');
      case 'CHOOSE_PICKUP':
        return this.chooseDelivery('pickup');
      case 'CHOOSE_BOXNOW':
        return this.chooseDelivery('boxnow');
      case 'CHOOSE_COD':
        return this.paymentRadio('cod').check();
      case 'CHOOSE_TRANSFER':
        return this.paymentRadio('transfer').check();
      case 'EDIT_ADDRESS':
        // From DOSTAVA its back link, from NAPLATA 'Promijeni' beside the address: both lead to ADRESA.
        if (from.value === 'delivery') await page.getByRole('button', { name: 'VRATI SE NA ADRESU NAPLATE' }).click();
        else await page.getByRole('button', { name: 'Promijeni: Adresa dostave' }).click();
        return;
      case 'EDIT_DELIVERY':
        await page.getByRole('button', { name: 'Promijeni: Dostava' }).click();
        return;
      case 'BACK':
        await page.goBack();
        return;
      case 'RELOAD':
        await page.reload();
        return;
      case 'PLACE_ORDER':
        await page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click();
        return;
      case 'BUY_AGAIN':
        await this.start();
        return;
    }
  }
}
