import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS } from '../settings/index.js';
import { applicablePaymentMethods, paymentFeeOf, type PaymentSituation } from './methods.js';

const methods = DEFAULT_COMMERCE_SETTINGS.paymentMethods;
const codes = (situation: PaymentSituation) => applicablePaymentMethods(methods, situation).map((m) => m.paymentCode);
const courier = { id: 66, code: 'courier' as const, model: null };
const pickup = { id: 67, code: 'pickup' as const, model: null };
const boxnow = { id: 68, code: 'boxnow' as const, model: 'BoxNow' };

describe('applicable payment methods', () => {
  it('should offer cards, cash on delivery and bank transfer for a courier delivery', () => {
    expect(codes({ delivery: courier, productSlugs: ['sal-zvijezda-klasicni'] })).toEqual([
      'wspay_hpp',
      'tcom_hpp',
      'pouzece',
      'virman',
    ]);
  });

  it('should offer cash on delivery only when a courier brings the parcel', () => {
    expect(codes({ delivery: pickup, productSlugs: ['sal-zvijezda-klasicni'] })).toEqual([
      'wspay_hpp',
      'tcom_hpp',
      'virman',
    ]);
    expect(codes({ delivery: null, productSlugs: ['poklon-bon-25'] })).toEqual(['wspay_hpp', 'tcom_hpp', 'virman']);
  });

  it('should allow only cards for a locker delivery or a cart with the personalisation service', () => {
    expect(codes({ delivery: boxnow, productSlugs: ['sal-zvijezda-klasicni'] })).toEqual(['wspay_hpp', 'tcom_hpp']);
    expect(
      codes({ delivery: courier, productSlugs: ['domaci-dres-2025-26', 'usluga-promidzbe-i-marketinga'] }),
    ).toEqual(['wspay_hpp', 'tcom_hpp']);
  });

  it('should leave out a disabled method', () => {
    const withoutTransfer = methods.map((m) => (m.paymentCode === 'virman' ? { ...m, enabled: false } : m));
    expect(
      applicablePaymentMethods(withoutTransfer, { delivery: pickup, productSlugs: [] }).map((m) => m.paymentCode),
    ).toEqual(['wspay_hpp', 'tcom_hpp']);
  });

  it('should charge the cash-on-delivery fee only while cash on delivery is allowed', () => {
    const cod = methods.find((m) => m.paymentCode === 'pouzece')!;
    expect(paymentFeeOf(methods, cod.id, { delivery: courier, productSlugs: [] })).toBe(200);
    expect(paymentFeeOf(methods, cod.id, { delivery: boxnow, productSlugs: [] })).toBe(0);
    expect(paymentFeeOf(methods, null, { delivery: courier, productSlugs: [] })).toBe(0);
  });
});
