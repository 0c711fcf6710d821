import type { Page } from '@playwright/test';
import { addScarf, fillAddress, step } from '../checkout-helpers.js';
import { expect } from '../fixtures.js';
import { adapterFromTables } from '../journey-harness/harness.js';
import { whileUnreachable } from '../journey-harness/unreachable.js';
import type { OutageContext, OutageEvent } from './model.js';

/** The outage model's adapter; a lost call is `whileUnreachable` (../journey-harness/unreachable.ts). */
export function outageAdapter(page: Page) {
  const retry = page.getByRole('button', { name: 'Pokušaj ponovo' });
  const transfer = page.getByRole('radio', { name: /Virmansko/ });
  const cod = page.getByRole('radio', { name: /pouzećem/ });
  const send = () => page.getByRole('button', { name: 'Pošalji' }).click();
  const unreachable = (path: string, act: () => Promise<unknown>) => whileUnreachable(page, path, act);
  const chooseCourier = async () => {
    await page.getByRole('radio', { name: /Dostava kurirom/ }).check();
    await send();
  };
  const fill = async () => {
    await fillAddress(page);
    await page.getByRole('checkbox', { name: /Uvjeti kupnje/ }).check();
    await page.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
    await send();
  };
  return adapterFromTables<OutageContext, OutageEvent>({
    async start() {
      await addScarf(page);
      await page.goto('/kosarica');
    },
    states: {
      cart: () => expect(page.getByRole('link', { name: 'NASTAVI NA NAPLATU' })).toBeVisible(),
      async unavailable() {
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expect(retry).toBeVisible();
      },
      address: () => step(page, 'ADRESA'),
      delivery: async () => {
        await step(page, 'DOSTAVA');
        await expect(page.getByRole('radio', { name: /Dostava kurirom/ })).toBeVisible();
      },
      deliveryFailed: async () => {
        await step(page, 'DOSTAVA');
        await expect(retry).toBeVisible();
      },
      async payment(c) {
        await step(page, 'NAPLATA');
        if (c.chosen) await expect(cod).toBeChecked();
        await expect(page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' })).toBeEnabled();
      },
      paymentFailed: async () => {
        await step(page, 'NAPLATA');
        await expect(retry).toBeVisible();
      },
      success: () => expect(page.getByRole('heading', { name: 'Narudžba je zaprimljena' })).toBeVisible(),
    },
    events: {
      CHECKOUT_UNREACHABLE: () =>
        unreachable('/api/v2/checkout/getCheckout', () =>
          page.getByRole('link', { name: 'NASTAVI NA NAPLATU' }).click(),
        ),
      RETRY: () => retry.click(),
      SUBMIT_ADDRESS_UNREACHABLE: () => unreachable('/api/v2/checkout/saveAddress', fill),
      SUBMIT_ADDRESS: send,
      SUBMIT_DELIVERY_UNREACHABLE: () => unreachable('/api/v2/delivery/saveDeliveryMethod', chooseCourier),
      CHOOSE_COURIER: chooseCourier,
      CHOOSE_TRANSFER_UNREACHABLE: () => unreachable('/api/v2/payment/savePaymentMethod', () => transfer.check()),
      CHOOSE_COD: () => cod.check(),
      EDIT_DELIVERY_UNREACHABLE: () =>
        unreachable('/api/v2/delivery/getApplicableDeliveryMethods', () =>
          page.getByRole('button', { name: 'Promijeni: Dostava' }).click(),
        ),
      BACK_UNREACHABLE: () => unreachable('/api/v2/payment/getApplicablePaymentMethods', () => page.goBack()),
      PLACE_ORDER_UNREACHABLE: () =>
        unreachable('/api/v2/order/create', () =>
          page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click(),
        ),
      PLACE_ORDER: () => page.getByRole('button', { name: 'NARUČI S OBVEZOM PLAĆANJA' }).click(),
    },
  });
}
