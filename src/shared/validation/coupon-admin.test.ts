import { describe, expect, it } from 'vitest';
import { couponMessages } from '../coupon-rules.js';
import { couponCodesSchema, couponFormSchema, couponInputOf, EMPTY_COUPON } from './coupon-admin.js';
import { fieldErrors } from './fields.js';

const valid = { ...EMPTY_COUPON, code: 'jesen-25', percent: '25' };

describe('the coupon form rules', () => {
  it('should accept a percent coupon and send it in cents and ISO times', () => {
    expect(fieldErrors(couponFormSchema, valid)).toEqual({});
    expect(couponInputOf({ ...valid, minBasket: '30,50', usageLimit: '100' })).toMatchObject({
      code: 'JESEN-25',
      percent: 25,
      amountCents: null,
      minBasketCents: 3050,
      usageLimit: 100,
    });
  });

  it('should say what is impossible on its field', () => {
    expect(fieldErrors(couponFormSchema, { ...valid, percent: '0' })).toEqual({ percent: couponMessages.percent });
    expect(fieldErrors(couponFormSchema, { ...valid, discountType: 'amount', amount: '0' })).toEqual({
      amount: couponMessages.amount,
    });
    expect(fieldErrors(couponFormSchema, { ...valid, scope: 'categories' })).toEqual({
      categoryIds: couponMessages.categories,
    });
    expect(
      fieldErrors(couponFormSchema, { ...valid, validFrom: '2027-05-02T10:00', validTo: '2027-05-01T10:00' }),
    ).toEqual({ validTo: couponMessages.validTo });
    expect(fieldErrors(couponFormSchema, { ...valid, code: 'a b' })).toEqual({ code: couponMessages.code });
  });

  it('should check the generated codes dialog', () => {
    expect(fieldErrors(couponCodesSchema, { count: '50', prefix: 'NL' })).toEqual({});
    expect(fieldErrors(couponCodesSchema, { count: '0', prefix: 'N L' })).toEqual({
      count: couponMessages.count,
      prefix: couponMessages.prefix,
    });
  });
});
