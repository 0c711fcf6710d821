import * as z from 'zod/mini';
import {
  COUPON_BATCH_MAX,
  COUPON_CODE_PATTERN,
  COUPON_PREFIX_PATTERN,
  type CouponDiscountType,
  type CouponRules,
  type CouponScope,
  couponMessages,
  couponRuleProblem,
} from '../coupon-rules.js';
import { eurosToCents } from '../money.js';
import { fieldMessages as m } from './messages.js';

/**
 * The back office's coupon form (docs/decisions/0203-coupon-rules.md): amounts as typed ('5,00'), the window as the
 * browser's date-time fields, limits as typed digits. The form machine validates with it; the server checks the same
 * rules (`couponRuleProblem`) and answers COUPON_RULES_INVALID on the same field.
 */
export interface CouponFormValues {
  code: string;
  discountType: CouponDiscountType;
  percent: string;
  amount: string;
  scope: CouponScope;
  categoryIds: number[];
  productIds: number[];
  includeServices: boolean;
  minBasket: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  membersOnly: boolean;
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  discountType: 'percent',
  percent: '10',
  amount: '',
  scope: 'all',
  categoryIds: [],
  productIds: [],
  includeServices: false,
  minBasket: '',
  validFrom: '',
  validTo: '',
  usageLimit: '',
  oncePerCustomer: false,
  membersOnly: false,
  active: true,
};

const EUROS = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const DIGITS = /^\d{1,9}$/;
const cents = (text: string) => (EUROS.test(text.trim()) ? eurosToCents(text.trim().replace(',', '.')) : Number.NaN);
const whole = (text: string) => (DIGITS.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const when = (text: string) => {
  if (text.trim() === '') return null;
  const value = new Date(text);
  return Number.isNaN(value.getTime()) ? null : value;
};

/** The form's values as the rules read them (NaN where a figure is not one: the rule then says so). */
export function couponRulesOf(v: CouponFormValues): CouponRules {
  return {
    discountType: v.discountType,
    percent: v.discountType === 'percent' ? whole(v.percent) : null,
    amountCents: v.discountType === 'amount' ? cents(v.amount) : null,
    scope: v.scope,
    categoryIds: v.categoryIds,
    productIds: v.productIds,
    minBasketCents: v.minBasket.trim() === '' ? null : cents(v.minBasket),
    validFrom: when(v.validFrom),
    validTo: when(v.validTo),
    usageLimit: v.usageLimit.trim() === '' ? null : whole(v.usageLimit),
  };
}

export const couponFormSchema = z
  .object({
    code: z.string().check(z.trim(), z.minLength(1, m.required), z.regex(COUPON_CODE_PATTERN, couponMessages.code)),
    discountType: z.enum(['percent', 'amount']),
    percent: z.string(),
    amount: z.string(),
    scope: z.enum(['all', 'categories', 'products']),
    categoryIds: z.array(z.number()),
    productIds: z.array(z.number()),
    includeServices: z.boolean(),
    minBasket: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    usageLimit: z.string(),
    oncePerCustomer: z.boolean(),
    membersOnly: z.boolean(),
    active: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = couponRuleProblem(couponRulesOf(values as CouponFormValues));
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [problem.field],
          message: problem.message,
          params: { code: 'COUPON_RULES_INVALID' },
          input: values,
        });
    }),
  );

/** The contract's body from the form's values (valid ones: the machine sends nothing else). */
export function couponInputOf(v: CouponFormValues) {
  const rules = couponRulesOf(v);
  return {
    code: v.code.trim().toUpperCase(),
    discountType: v.discountType,
    percent: rules.percent,
    amountCents: rules.amountCents,
    scope: v.scope,
    categoryIds: v.scope === 'categories' ? v.categoryIds : [],
    productIds: v.scope === 'products' ? v.productIds : [],
    includeServices: v.includeServices,
    minBasketCents: rules.minBasketCents,
    validFrom: rules.validFrom?.toISOString() ?? null,
    validTo: rules.validTo?.toISOString() ?? null,
    usageLimit: rules.usageLimit,
    oncePerCustomer: v.oncePerCustomer,
    membersOnly: v.membersOnly,
    active: v.active,
  };
}

/** The 'Generiraj kodove' dialog: how many codes and their prefix. */
export interface CouponCodesValues {
  count: string;
  prefix: string;
}

export const couponCodesSchema = z.object({
  count: z.string().check(
    z.refine((text) => {
      const n = whole(text);
      return n >= 1 && n <= COUPON_BATCH_MAX;
    }, couponMessages.count),
  ),
  prefix: z.string().check(z.trim(), z.regex(COUPON_PREFIX_PATTERN, couponMessages.prefix)),
});
