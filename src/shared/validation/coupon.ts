import * as z from 'zod/mini';
import { fieldMessages as m } from './messages.js';

/** The longest coupon code the cart accepts (the contract's limit as well). */
export const COUPON_CODE_MAX_LENGTH = 40;

/** The coupon field of the cart: a code, trimmed, up to 40 characters. */
export const couponCodeField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, m.couponRequired),
    z.maxLength(COUPON_CODE_MAX_LENGTH, m.maxLength(COUPON_CODE_MAX_LENGTH)),
  );

/** The coupon form: one field. */
export const couponSchema = z.object({ code: couponCodeField });
