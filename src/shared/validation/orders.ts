import * as z from 'zod/mini';
import { emailField, requiredText } from './fields.js';
import { isValidHrIban } from './iban.js';
import { fieldMessages as m } from './messages.js';

/**
 * The forms around an order after the purchase (docs/decisions/0044-order-history-and-look-up.md,
 * 0045-online-withdrawal.md): the guest's look-up by number and e-mail, and the withdrawal's name and e-mail.
 */
export const ORDER_NUMBER_PATTERN = /^\d{4}-\d{6,9}$/;
export const WITHDRAWAL_NAME_MAX_LENGTH = 120;

const orderNumberField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, m.required),
    z.regex(ORDER_NUMBER_PATTERN, 'Upišite broj narudžbe kako piše u potvrdi, npr. 2026-000123'),
  );

export const orderLookUpSchema = z.object({ number: orderNumberField, email: emailField });
export type OrderLookUpValues = z.input<typeof orderLookUpSchema>;

export const IBAN_MESSAGE = 'Upišite ispravan hrvatski IBAN (HR i 19 znamenki), npr. HR12 1001 0051 8630 0016 0';

/** The IBAN for a refund of cash on delivery or a bank transfer: empty, or a Croatian IBAN (mod 97). */
const optionalIban = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || isValidHrIban(v), IBAN_MESSAGE),
);
/** The same, required: the order's money was paid in cash or by transfer and is to come back. */
const requiredIban = z.string().check(z.trim(), z.minLength(1, m.required), z.refine(isValidHrIban, IBAN_MESSAGE));

export const withdrawalSchema = z.object({
  name: requiredText(WITHDRAWAL_NAME_MAX_LENGTH),
  email: emailField,
  iban: optionalIban,
});
/** The withdrawal of an order paid in cash or by transfer: the IBAN is where the money goes back. */
export const withdrawalWithIbanSchema = z.object({
  name: requiredText(WITHDRAWAL_NAME_MAX_LENGTH),
  email: emailField,
  iban: requiredIban,
});
export type WithdrawalValues = z.input<typeof withdrawalSchema>;
