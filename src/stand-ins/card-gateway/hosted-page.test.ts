import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openCardPage,
  type PaymentRig,
  readForm,
  startPaymentRig,
  submitCard,
  visit,
} from '../../../tests/support/card-gateway.js';
import { verifyBrowserReturn } from '../../server/modules/payments/card-gateway/index.js';

let rig: PaymentRig;
let n = 0;
const nextCart = () => `2026-000300-${++n}-abcdef01`;

beforeAll(async () => {
  rig = await startPaymentRig();
});

afterAll(async () => rig?.close());

const verified = (fields: Record<string, string>) => {
  const result = verifyBrowserReturn(rig.settings, fields);
  if (!result.ok) throw new Error(`return refused: ${result.detail}`);
  return result.value;
};

describe('the hosted card page', () => {
  it('should list the test cards and the attempts left, in Croatian', async () => {
    const page = await openCardPage(rig.form(nextCart(), 4890));
    expect(page.html).toContain('<html lang="hr">');
    expect(page.html).toContain('Broj kartice');
    expect(page.html).toContain('4111 1111 1111 1111');
    expect(page.html).toContain('4000 0000 0000 0002');
    expect(page.html).toContain('Preostalo pokušaja: 3');
    expect(page.html).toContain('Plati 48,90 €');
  });

  it('should send the shopper to ReturnErrorURL, signed, after the third declined try', async () => {
    const cart = nextCart();
    let page = await openCardPage(rig.form(cart, 1500));
    for (const left of [2, 1]) {
      page = await submitCard(page, { cardNumber: '4000000000000002' });
      expect(page.html).toContain('Kartica je odbijena');
      expect(page.html).toContain(`Preostalo pokušaja: ${left}`);
    }
    const back = readForm((await submitCard(page, { cardNumber: '4000000000000002' })).html, page.url);
    expect(back.action).toBe(`${rig.shop.url}/error`);
    expect(verified(back.fields)).toMatchObject({ kind: 'failed', shoppingCartId: cart, errorMessage: 'ODBIJENO' });
  });

  it('should let a declined shopper succeed on a later try of the same page', async () => {
    let page = await openCardPage(rig.form(nextCart(), 1500));
    page = await submitCard(page, { cardNumber: '4000000000000002' });
    const back = readForm((await submitCard(page, { cardNumber: '4111111111111111' })).html, page.url);
    expect(back.action).toBe(`${rig.shop.url}/return`);
    expect(verified(back.fields).kind).toBe('approved');
  });

  it('should not count a mistyped card number as a try', async () => {
    const page = await submitCard(await openCardPage(rig.form(nextCart(), 1500)), {
      cardNumber: '4111 1111 1111 1112',
    });
    expect(page.html).toContain('Broj kartice nije ispravan');
    expect(page.html).toContain('Preostalo pokušaja: 3');
  });

  it('should send a shopper who cancels to CancelURL with ResponseCode 15', async () => {
    const page = await openCardPage(rig.form(nextCart(), 1500));
    const back = readForm((await submitCard(page, 'cancel')).html, page.url);
    expect(back.action).toBe(`${rig.shop.url}/cancel`);
    expect(verified(back.fields)).toMatchObject({ kind: 'cancelled', cancelReason: 'shopper' });
  });

  it('should time the form out to CancelURL with ResponseCode 16 for the timeout card', async () => {
    const page = await openCardPage(rig.form(nextCart(), 1500));
    const back = readForm((await submitCard(page, { cardNumber: '4000000000000069' })).html, page.url);
    expect(back.action).toBe(`${rig.shop.url}/cancel`);
    expect(verified(back.fields)).toMatchObject({ kind: 'cancelled', cancelReason: 'timeout' });
  });

  it('should send a communication error to ReturnErrorURL at once', async () => {
    const page = await openCardPage(rig.form(nextCart(), 1500));
    const back = readForm((await submitCard(page, { cardNumber: '4000000000000119' })).html, page.url);
    expect(back.action).toBe(`${rig.shop.url}/error`);
    expect(verified(back.fields)).toMatchObject({ kind: 'failed', errorCodes: '91' });
  });

  it('should redirect with the signed fields in the query when ReturnMethod is GET', async () => {
    const cart = nextCart();
    const page = await openCardPage(rig.form(cart, 1500, { returnMethod: 'GET' }));
    const back = await submitCard(page, { cardNumber: '4111111111111111' });
    expect(back.status).toBe(303);
    const url = new URL(back.location!);
    expect(url.origin + url.pathname).toBe(`${rig.shop.url}/return`);
    expect(verified(Object.fromEntries(url.searchParams))).toMatchObject({ kind: 'approved', shoppingCartId: cart });
  });

  it('should close the page once the shopper was sent back', async () => {
    const page = await openCardPage(rig.form(nextCart(), 1500));
    await submitCard(page, 'cancel');
    expect((await submitCard(page, { cardNumber: '4111111111111111' })).status).toBe(410);
  });

  it('should time out a page left open too long', async () => {
    const quick = await startPaymentRig({ sessionTtlMs: 1 });
    try {
      const page = await openCardPage(quick.form(nextCart(), 1500));
      await new Promise((ok) => setTimeout(ok, 5));
      const back = readForm((await submitCard(page, { cardNumber: '4111111111111111' })).html, page.url);
      expect(back.action).toBe(`${quick.shop.url}/cancel`);
      expect(back.fields.ResponseCode).toBe('16');
    } finally {
      await quick.close();
    }
  });
});

describe("the gateway refuses the shop's form", () => {
  const refused = async (fields: Record<string, string>, problem: string) => {
    const answer = await visit(rig.gateway.formUrl, fields);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(problem);
  };

  it('should refuse a request whose signature does not match its fields', async () => {
    const form = rig.form(nextCart(), 1500);
    await refused({ ...form.fields, TotalAmount: '1,00' }, 'Potpis zahtjeva (Signature) nije ispravan.');
    await refused({ ...form.fields, ShoppingCartID: nextCart() }, 'Potpis zahtjeva (Signature) nije ispravan.');
    await refused({ ...form.fields, Signature: '0'.repeat(128) }, 'Potpis zahtjeva (Signature) nije ispravan.');
  });

  it('should refuse missing fields, an unknown shop, a dotted amount and another version', async () => {
    const { fields } = rig.form(nextCart(), 1500);
    const { Signature: _, ...unsigned } = fields;
    await refused(unsigned, 'Nedostaje obavezno polje Signature.');
    await refused({ ...fields, ShopID: 'NEPOZNATA' }, 'Trgovina NEPOZNATA nije registrirana.');
    await refused({ ...fields, TotalAmount: '15.00' }, 'TotalAmount');
    await refused({ ...fields, Version: '1.0' }, 'Verzija 1.0 nije podržana');
  });

  it('should refuse a customer field longer than the gateway takes', async () => {
    const { fields } = rig.form(nextCart(), 1500);
    await refused({ ...fields, CustomerFirstName: 'A'.repeat(51) }, 'CustomerFirstName je dulje od 50 znakova.');
  });

  it('should refuse a ShoppingCartID that was already paid', async () => {
    const cart = nextCart();
    await submitCard(await openCardPage(rig.form(cart, 1500)), { cardNumber: '4111111111111111' });
    await refused(rig.form(cart, 1500).fields, `ShoppingCartID ${cart} već je iskorišten za uspješno plaćanje.`);
  });

  it('should take a new form for a ShoppingCartID whose payment failed, with its new amount', async () => {
    const cart = nextCart();
    await submitCard(await openCardPage(rig.form(cart, 1500)), { cardNumber: '4000000000000002' });
    const again = await openCardPage(rig.form(cart, 1700));
    expect(again.status).toBe(200);
    await submitCard(again, { cardNumber: '4111111111111111' });
    const paid = rig.gateway.transactions().find((t) => t.shoppingCartId === cart);
    expect(paid).toMatchObject({ authorized: true, amountCents: 1700 });
  });
});
