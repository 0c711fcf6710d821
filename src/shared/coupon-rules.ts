/**
 * A coupon's rules as the back office sets them and the server checks them (docs/decisions/0203-coupon-rules.md):
 * one pure check with the Croatian message of each impossible rule, used by the coupon form's schema and by the
 * server, which answers COUPON_RULES_INVALID with the field it names.
 */
export const COUPON_DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
export const COUPON_SCOPES = ['all', 'categories', 'products'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Letters, digits and dashes, stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
export const COUPON_PREFIX_PATTERN = /^[A-Za-z0-9-]{0,20}$/;
/** At most this many codes are generated at once. */
export const COUPON_BATCH_MAX = 1000;

export const COUPON_SCOPE_TEXT: Record<CouponScope, string> = {
  all: 'Sve proizvode',
  categories: 'Odabrane kategorije',
  products: 'Odabrane proizvode',
};

/** What the storefront says beside an applied coupon that leaves service lines out. */
export const COUPON_SERVICES_EXCLUDED = 'Kupon se ne odnosi na personalizaciju.';

export const couponMessages = {
  code: 'Kod smije sadržavati slova, brojke i crtice (3 do 40 znakova).',
  prefix: 'Prefiks smije sadržavati slova, brojke i crtice (do 20 znakova).',
  percent: 'Postotak mora biti cijeli broj od 1 do 100.',
  amount: 'Iznos popusta mora biti veći od nule.',
  minBasket: 'Najmanji iznos košarice ne može biti negativan.',
  validTo: 'Kraj valjanosti mora biti nakon početka.',
  categories: 'Odaberite barem jednu kategoriju.',
  products: 'Odaberite barem jedan proizvod.',
  usageLimit: 'Ukupan broj korištenja mora biti cijeli broj veći od nule.',
  count: `Broj kodova mora biti od 1 do ${COUPON_BATCH_MAX}.`,
} as const;

/** The rules in numbers (cents, dates): what the contract's body carries. */
export interface CouponRules {
  discountType: CouponDiscountType;
  percent: number | null;
  amountCents: number | null;
  scope: CouponScope;
  categoryIds: readonly number[];
  productIds: readonly number[];
  minBasketCents: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  usageLimit: number | null;
}

export interface CouponRuleProblem {
  field: string;
  message: string;
}

const wholeIn = (n: number | null, min: number, max: number) =>
  n !== null && Number.isInteger(n) && n >= min && n <= max;

/** The first impossible rule, with the field it belongs to and its Croatian message; null when the rules hold. */
export function couponRuleProblem(rules: CouponRules): CouponRuleProblem | null {
  if (rules.discountType === 'percent' && !wholeIn(rules.percent, 1, 100))
    return { field: 'percent', message: couponMessages.percent };
  if (rules.discountType === 'amount' && !wholeIn(rules.amountCents, 1, 100_000_000))
    return { field: 'amount', message: couponMessages.amount };
  if (rules.minBasketCents !== null && !wholeIn(rules.minBasketCents, 0, 100_000_000))
    return { field: 'minBasket', message: couponMessages.minBasket };
  if (rules.scope === 'categories' && rules.categoryIds.length === 0)
    return { field: 'categoryIds', message: couponMessages.categories };
  if (rules.scope === 'products' && rules.productIds.length === 0)
    return { field: 'productIds', message: couponMessages.products };
  if (rules.usageLimit !== null && !wholeIn(rules.usageLimit, 1, 10_000_000))
    return { field: 'usageLimit', message: couponMessages.usageLimit };
  if (rules.validFrom && rules.validTo && rules.validTo.getTime() <= rules.validFrom.getTime())
    return { field: 'validTo', message: couponMessages.validTo };
  return null;
}
