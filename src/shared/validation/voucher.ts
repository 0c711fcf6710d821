import * as z from 'zod/mini';
import { VOUCHER_CODE_PROBLEM_TEXT, voucherCodeProblem } from '../voucher-code.js';

/**
 * The checkout's gift voucher field: a code that can be one (16 symbols of the alphabet, its check symbol fitting),
 * so a typo is named before anything is sent (docs/decisions/0216-voucher-codes.md).
 */
export const voucherSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.minLength(1, 'Upišite kod poklon bona.'),
    z.refine((v) => voucherCodeProblem(v) !== 'length', VOUCHER_CODE_PROBLEM_TEXT.length),
    z.refine((v) => voucherCodeProblem(v) !== 'symbol', VOUCHER_CODE_PROBLEM_TEXT.symbol),
    z.refine((v) => voucherCodeProblem(v) !== 'check', VOUCHER_CODE_PROBLEM_TEXT.check),
  ),
});
