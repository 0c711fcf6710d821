import { describe, expect, it } from 'vitest';
import { parseGatewayTime } from './gateway-time.js';
import type { CardGatewaySettings } from './settings.js';
import { transactionReportSignature } from './signature.js';
import { paymentConfirmation, type TransactionReport, verifyTransactionReport } from './transaction-report.js';

// django-wspay's callback fixture (wspay/tests/utils.py TRANSACTION_REPORT), signed for shop MojShop.
const djangoSettings: CardGatewaySettings = {
  provider: 'wspay_hpp',
  shopId: 'MojShop',
  secretKey: '3DfEO2B5Jjm4VC1Q3vEh',
  formUrl: 'https://formtest.wspay.biz/authorization.aspx',
  apiUrl: 'https://test.wspay.biz/api/services',
  timeoutMs: 10_000,
};
const publishedReport = {
  WsPayOrderId: '96a5f58f-764c-4640-90ea-591280893bff',
  UniqueTransactionNumber: 46370,
  Signature:
    'b77be564829eda566d516d544b08e6ff16968ce13c5566781ae12621c685819b14ae1fea124a87fa1e72b94127a91cd319982b065b4a4d490ff875e6dc115f93',
  STAN: '38967',
  ApprovalCode: '961792',
  ShopID: 'MYSHOP',
  ShoppingCartID: '1c731772-e407-45f8-b576-7e20b0e8642d',
  Amount: 78,
  CurrencyCode: 191,
  ActionSuccess: '1',
  Success: '1',
  Authorized: '1',
  Completed: '0',
  Voided: '0',
  Refunded: '0',
  PaymentPlan: '0000',
  Partner: 'Pbz',
  OnSite: '1',
  CreditCardName: 'AMEX',
  CreditCardNumber: '377500*****1007',
  ECI: '',
  TransactionDateTime: '20200423102457',
  IsLessThen30DaysFromTransaction: true,
  CanBeCompleted: true,
  CanBeVoided: true,
  CanBeRefunded: false,
  ExpirationDate: '2006',
};

describe('verifyTransactionReport on the published fixture', () => {
  it('should refuse it as it stands: signed for MojShop, its ShopID field says MYSHOP', () => {
    expect(verifyTransactionReport(djangoSettings, publishedReport)).toMatchObject({ ok: false, reason: 'shop' });
  });

  it('should read it once ShopID names the shop that signed it', () => {
    const result = verifyTransactionReport(djangoSettings, { ...publishedReport, ShopID: 'MojShop' });
    expect(result).toEqual({
      ok: true,
      value: {
        found: true,
        report: {
          shopId: 'MojShop',
          shoppingCartId: '1c731772-e407-45f8-b576-7e20b0e8642d',
          wsPayOrderId: '96a5f58f-764c-4640-90ea-591280893bff',
          stan: '38967',
          approvalCode: '961792',
          amountCents: 7800,
          currencyCode: 191,
          authorized: true,
          completed: false,
          voided: false,
          refunded: false,
          canBeCompleted: true,
          canBeVoided: true,
          canBeRefunded: false,
          transactionDateTime: '20200423102457',
          // django-wspay's own test expects 08:24:57 UTC for this Zagreb time.
          transactionAt: new Date('2020-04-23T08:24:57Z'),
          creditCardName: 'AMEX',
          maskedCardNumber: '377500*****1007',
          paymentPlan: '0000',
          errorMessage: null,
        },
      },
    });
  });
});

const settings: CardGatewaySettings = { ...djangoSettings, shopId: 'ZVIJEZDA', secretKey: 'tajni-kljuc' };
const cart = '2026-000123-1-0a1b2c3d';

function report(overrides: Record<string, unknown> = {}) {
  const base = {
    WsPayOrderId: 'b1f4c6a0-1111-4a5b-9c0d-2e3f4a5b6c7d',
    STAN: '123456',
    ApprovalCode: '654321',
    ShopID: 'ZVIJEZDA',
    ShoppingCartID: cart,
    Amount: 48.9,
    CurrencyCode: 978,
    ActionSuccess: '1',
    Authorized: '1',
    Completed: '0',
    Voided: '0',
    Refunded: '0',
    CanBeCompleted: true,
    CanBeVoided: true,
    CanBeRefunded: false,
    TransactionDateTime: '20260715120000',
    ...overrides,
  };
  const signed = {
    Signature: transactionReportSignature(settings, {
      actionSuccess: String(base.ActionSuccess),
      approvalCode: String(base.ApprovalCode),
      wsPayOrderId: String(base.WsPayOrderId),
    }),
  };
  return { ...base, ...signed };
}

const readReport = (fields: Record<string, unknown>): TransactionReport => {
  const result = verifyTransactionReport(settings, fields);
  if (!result.ok || !result.value.found) throw new Error(`expected a report, got ${JSON.stringify(result)}`);
  return result.value.report;
};

describe('verifyTransactionReport', () => {
  it.each([
    ['ActionSuccess', { ActionSuccess: '0' }],
    ['ApprovalCode', { ApprovalCode: '654320' }],
    ['WsPayOrderId', { WsPayOrderId: 'b1f4c6a0-2222-4a5b-9c0d-2e3f4a5b6c7d' }],
  ])('should refuse a report whose signed field %s was altered', (_field, change) => {
    expect(verifyTransactionReport(settings, { ...report(), ...change })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });

  it('should refuse a report without a signature or signed with another secret', () => {
    const { Signature: _, ...unsigned } = report();
    expect(verifyTransactionReport(settings, unsigned)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(verifyTransactionReport({ ...settings, secretKey: 'drugi' }, report())).toMatchObject({
      reason: 'signature',
    });
  });

  it('should refuse malformed amounts, currencies and flags even when signed', () => {
    expect(verifyTransactionReport(settings, report({ Amount: '48,905' }))).toMatchObject({ reason: 'malformed' });
    expect(verifyTransactionReport(settings, report({ CurrencyCode: 'EUR' }))).toMatchObject({ reason: 'malformed' });
    expect(verifyTransactionReport(settings, report({ Authorized: 'yes' }))).toMatchObject({ reason: 'malformed' });
    expect(verifyTransactionReport(settings, report({ Completed: undefined }))).toMatchObject({ reason: 'malformed' });
  });

  it('should read a signed "no such transaction" answer as not found', () => {
    const answer = report({ ActionSuccess: '0', ApprovalCode: '', WsPayOrderId: '', ErrorMessage: 'Nije pronađeno' });
    expect(verifyTransactionReport(settings, answer)).toEqual({
      ok: true,
      value: { found: false, shoppingCartId: cart, errorMessage: 'Nije pronađeno' },
    });
  });

  it('should read flags written as numbers, strings or booleans alike', () => {
    const read = readReport(report({ Authorized: 1, Completed: 'true', CanBeRefunded: '1', CanBeVoided: 0 }));
    expect(read).toMatchObject({ authorized: true, completed: true, canBeRefunded: true, canBeVoided: false });
  });
});

describe('paymentConfirmation', () => {
  const expected = { shoppingCartId: cart, amountCents: 4890 };

  it('should confirm an authorised report of the same cart, amount and euro', () => {
    expect(paymentConfirmation(readReport(report()), expected)).toEqual({ confirmed: true, captured: false });
    expect(paymentConfirmation(readReport(report({ Completed: '1' })), expected)).toEqual({
      confirmed: true,
      captured: true,
    });
  });

  it('should not confirm another amount, another currency or another cart', () => {
    expect(paymentConfirmation(readReport(report({ Amount: 48.8 })), expected)).toMatchObject({ reason: 'amount' });
    expect(paymentConfirmation(readReport(report({ CurrencyCode: 191 })), expected)).toMatchObject({
      reason: 'currency',
    });
    expect(paymentConfirmation(readReport(report()), { ...expected, shoppingCartId: 'other-1' })).toMatchObject({
      reason: 'cart',
    });
  });

  it('should not confirm a declined or a voided authorisation', () => {
    expect(paymentConfirmation(readReport(report({ Authorized: '0' })), expected)).toMatchObject({
      reason: 'not-authorised',
    });
    expect(paymentConfirmation(readReport(report({ Voided: '1' })), expected)).toMatchObject({ reason: 'voided' });
  });
});

describe('parseGatewayTime', () => {
  it('should read Zagreb wall-clock times in winter and summer', () => {
    // django-wspay's StatusCheck fixture: 20220119211635 is 20:16:35 UTC (winter, UTC+1).
    expect(parseGatewayTime('20220119211635')).toEqual(new Date('2022-01-19T20:16:35Z'));
    expect(parseGatewayTime('20260715120000')).toEqual(new Date('2026-07-15T10:00:00Z'));
  });

  it('should refuse what is not such a time', () => {
    for (const bad of ['2022011921163', '20220230120000', '20220119246000', 'abcdefghijklmn', '', null]) {
      expect(parseGatewayTime(bad)).toBeNull();
    }
  });
});
