import { describe, expect, it } from 'vitest';
import { verifyBrowserReturn } from './browser-return.js';
import type { CardGatewaySettings } from './settings.js';
import { browserReturnSignature } from './signature.js';

const settings: CardGatewaySettings = {
  provider: 'tcom_hpp',
  shopId: 'ZVIJEZDA',
  secretKey: 'tajni-kljuc-trgovine',
  formUrl: 'https://formtest.payway.com.hr/authorization.aspx',
  apiUrl: 'https://test.payway.com.hr/api/services',
  timeoutMs: 10_000,
};

const cart = '2026-000123-1-0a1b2c3d';

/** The signed fields of a return to this cart: the gateway signs the cart id, Success and ApprovalCode. */
const signedReturn = (success: '0' | '1', approvalCode: string) => ({
  ShoppingCartID: cart,
  Success: success,
  ApprovalCode: approvalCode,
  Signature: browserReturnSignature(settings, cart, success, approvalCode),
});

function successReturn(overrides: Record<string, unknown> = {}) {
  return {
    ...signedReturn('1', '961792'),
    WsPayOrderId: '96a5f58f-764c-4640-90ea-591280893bff',
    STAN: '38967',
    Amount: '48,90',
    CreditCardNumber: '411111******1111',
    PaymentType: 'VISA',
    ErrorMessage: '',
    ...overrides,
  };
}

describe('verifyBrowserReturn', () => {
  it('should read an approved return signed by our shop', () => {
    expect(verifyBrowserReturn(settings, successReturn())).toEqual({
      ok: true,
      value: {
        kind: 'approved',
        shoppingCartId: cart,
        approvalCode: '961792',
        wsPayOrderId: '96a5f58f-764c-4640-90ea-591280893bff',
        stan: '38967',
        amountCents: 4890,
        cancelReason: null,
        errorMessage: null,
        errorCodes: null,
        maskedCardNumber: '411111******1111',
        paymentType: 'VISA',
      },
    });
  });

  it('should tell a shopper cancel (ResponseCode 15) from a form timeout (16)', () => {
    const signed = signedReturn('0', '');
    const byShopper = verifyBrowserReturn(settings, { ...signed, ResponseCode: '15' });
    const byTimeout = verifyBrowserReturn(settings, { ...signed, ResponseCode: '16' });
    expect(byShopper.ok && byShopper.value).toMatchObject({ kind: 'cancelled', cancelReason: 'shopper' });
    expect(byTimeout.ok && byTimeout.value).toMatchObject({ kind: 'cancelled', cancelReason: 'timeout' });
  });

  it('should read an error return with its message and codes', () => {
    const result = verifyBrowserReturn(settings, {
      ...signedReturn('0', ''),
      ErrorMessage: 'ODBIJENO',
      ErrorCodes: '05',
    });
    expect(result.ok && result.value).toMatchObject({ kind: 'failed', errorMessage: 'ODBIJENO', errorCodes: '05' });
  });

  it('should accept the query of a GET return, where Fastify gives strings, and names in another case', () => {
    const query = Object.fromEntries(Object.entries(successReturn()).map(([k, v]) => [k.toLowerCase(), String(v)]));
    expect(verifyBrowserReturn(settings, query).ok).toBe(true);
  });

  it.each([
    ['ShoppingCartID', { ShoppingCartID: '2026-000124-1-0a1b2c3d' }],
    ['Success', { Success: '0' }],
    ['ApprovalCode', { ApprovalCode: '961793' }],
  ])('should refuse a return whose signed field %s was altered', (_field, change) => {
    expect(verifyBrowserReturn(settings, successReturn(change))).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('should refuse a return without a signature, with an empty one or with garbage', () => {
    const { Signature: _, ...unsigned } = successReturn();
    expect(verifyBrowserReturn(settings, unsigned)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(verifyBrowserReturn(settings, successReturn({ Signature: '' }))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyBrowserReturn(settings, successReturn({ Signature: 'x'.repeat(128) }))).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it("should refuse another cart's genuine signature on this cart", () => {
    const other = '2026-000099-1-ffffffff';
    const forged = successReturn({ Signature: browserReturnSignature(settings, other, '1', '961792') });
    expect(verifyBrowserReturn(settings, forged)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it("should refuse a return signed with another shop's secret", () => {
    const otherShop = { ...settings, secretKey: 'drugi-kljuc' };
    const forged = successReturn({ Signature: browserReturnSignature(otherShop, cart, '1', '961792') });
    expect(verifyBrowserReturn(settings, forged)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('should refuse a field sent twice instead of picking one', () => {
    expect(verifyBrowserReturn(settings, successReturn({ Success: ['0', '1'] }))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyBrowserReturn(settings, { ...successReturn(), success: '1' })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('should refuse a Success other than 0 or 1 and a cart id outside the charset', () => {
    expect(verifyBrowserReturn(settings, successReturn({ Success: '2' }))).toMatchObject({ reason: 'malformed' });
    expect(verifyBrowserReturn(settings, successReturn({ ShoppingCartID: "1' OR 1=1" }))).toMatchObject({
      reason: 'malformed',
    });
  });

  it('should not count an approval without an approval code as approved', () => {
    const result = verifyBrowserReturn(settings, signedReturn('1', ''));
    expect(result.ok && result.value.kind).toBe('failed');
  });
});
