import { describe, expect, it } from 'vitest';
import { buildPaymentForm, isShoppingCartId, newShoppingCartId, type PaymentFormInput, truncateUtf8 } from './form.js';
import type { CardGatewaySettings } from './settings.js';

const settings: CardGatewaySettings = {
  provider: 'wspay_hpp',
  shopId: 'regularShopId',
  secretKey: 'regularShopSecret',
  formUrl: 'https://formtest.wspay.biz/authorization.aspx',
  apiUrl: 'https://test.wspay.biz/api/services',
  timeoutMs: 10_000,
};

const input: PaymentFormInput = {
  shoppingCartId: 'testCartId',
  amountCents: 1525,
  returnUrl: 'https://shop.example.hr/api/v2/payment/card/return',
  cancelUrl: 'https://shop.example.hr/api/v2/payment/card/cancel',
  returnErrorUrl: 'https://shop.example.hr/api/v2/payment/card/error',
};

describe('buildPaymentForm', () => {
  it('should post every required field, signed, to the hosted page', () => {
    const form = buildPaymentForm(settings, input);
    expect(form).toMatchObject({
      action: 'https://formtest.wspay.biz/authorization.aspx',
      method: 'POST',
      enctype: 'application/x-www-form-urlencoded',
      acceptCharset: 'UTF-8',
    });
    expect(form.fields).toEqual({
      ShopID: 'regularShopId',
      ShoppingCartID: 'testCartId',
      Version: '2.0',
      TotalAmount: '15,25',
      // The published wspay-dotnet vector for this shop, cart and amount.
      Signature:
        '05b44b25ce8883c16e40cff78163ddfd40a5b86baf6f042a848cddebbe9a8db2fc03079f7cfa31c13d469f262ad93540445f9433a8df51dff689c59ec1596234',
      ReturnURL: input.returnUrl,
      CancelURL: input.cancelUrl,
      ReturnErrorURL: input.returnErrorUrl,
      ReturnMethod: 'POST',
      Lang: 'HR',
    });
  });

  it('should ask for a GET return and another language when told', () => {
    const form = buildPaymentForm(settings, { ...input, returnMethod: 'GET', lang: 'EN' });
    expect(form.fields.ReturnMethod).toBe('GET');
    expect(form.fields.Lang).toBe('EN');
  });

  it('should cut customer fields to their limits in UTF-8 bytes, on whole characters', () => {
    const form = buildPaymentForm(settings, {
      ...input,
      customer: {
        firstName: 'Č'.repeat(40),
        lastName: 'Horvat',
        address: `Ulica ${'a'.repeat(200)}`,
        city: 'Zagreb',
        zip: '10000',
        country: 'HR',
        email: `${'k'.repeat(300)}@primjer.hr`,
        phone: '+385 91 234 5678 901 234',
      },
    });
    expect(form.fields.CustomerFirstName).toBe('Č'.repeat(25));
    expect(Buffer.byteLength(form.fields.CustomerFirstName!)).toBe(50);
    expect(form.fields.CustomerLastName).toBe('Horvat');
    expect(form.fields.CustomerAddress).toHaveLength(100);
    expect(form.fields.CustomerCity).toBe('Zagreb');
    expect(form.fields.CustomerZIP).toBe('10000');
    expect(form.fields.CustomerCountry).toBe('HR');
    expect(form.fields.CustomerEmail).toHaveLength(254);
    expect(form.fields.CustomerPhone).toBe('+385 91 234 5678 901');
  });

  it('should flatten control characters and leave out empty customer fields', () => {
    const form = buildPaymentForm(settings, {
      ...input,
      customer: { firstName: ' Ana\r\n\tMarija ', lastName: '', city: null, address: '\u0000' },
    });
    expect(form.fields.CustomerFirstName).toBe('Ana Marija');
    expect(form.fields).not.toHaveProperty('CustomerLastName');
    expect(form.fields).not.toHaveProperty('CustomerCity');
    expect(form.fields).not.toHaveProperty('CustomerAddress');
  });

  it('should never put the secret key into the form', () => {
    const form = buildPaymentForm(settings, { ...input, customer: { firstName: 'Ana' } });
    expect(JSON.stringify(form)).not.toContain(settings.secretKey);
  });

  it('should refuse a cart id, URL, amount or language the gateway would not take', () => {
    const bad: Partial<PaymentFormInput>[] = [
      { shoppingCartId: 'narudžba-1' },
      { shoppingCartId: 'a b' },
      { shoppingCartId: '' },
      { shoppingCartId: 'x'.repeat(256) },
      { returnUrl: '/relative/return' },
      { cancelUrl: 'javascript:alert(1)' },
      { amountCents: 0 },
      { amountCents: 15.25 },
      { lang: 'hr' },
    ];
    for (const change of bad) expect(() => buildPaymentForm(settings, { ...input, ...change })).toThrow(RangeError);
  });
});

describe('newShoppingCartId', () => {
  it('should give each attempt of an order its own id in the allowed characters', () => {
    const first = newShoppingCartId('2026-000123', 1);
    const again = newShoppingCartId('2026-000123', 1);
    expect(first).toMatch(/^2026-000123-1-[0-9a-f]{8}$/);
    expect(again).not.toBe(first);
    expect(newShoppingCartId('2026-000123', 2)).toMatch(/^2026-000123-2-/);
  });

  it('should replace characters outside the allowed set and stay within 255 characters', () => {
    const id = newShoppingCartId(`Narudžba #7/${'x'.repeat(400)}`, 3);
    expect(isShoppingCartId(id)).toBe(true);
    expect(id.startsWith('Narud-ba-7-')).toBe(true);
  });

  it('should refuse an attempt number below one', () => {
    expect(() => newShoppingCartId('2026-000123', 0)).toThrow(RangeError);
  });
});

describe('truncateUtf8', () => {
  it('should never split a character, not even a four-byte emoji', () => {
    expect(truncateUtf8('ab😀', 5)).toBe('ab');
    expect(truncateUtf8('ab😀', 6)).toBe('ab😀');
    expect(truncateUtf8('šš', 3)).toBe('š');
  });
});
