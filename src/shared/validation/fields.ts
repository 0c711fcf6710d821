import * as z from 'zod/mini';
import type { ErrorCode } from '../errors/codes.js';
import { fieldMessages as m } from './messages.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns.js';

/**
 * Field rules the forms have in common, as zod/mini schemas (a few KB in the browser, where classic zod would add
 * tens: docs/decisions/0032-shared-validation-with-zod-mini.md). Every schema reports the spec's Croatian message
 * of the first broken rule per field; `fieldErrors` turns a parse into what a form shows under each field.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, m.required), z.maxLength(max, m.maxLength(max)));

/** Optional text, trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, m.maxLength(max)));

/** Required, as typed (passwords are never trimmed). */
export const requiredValue = z.string().check(z.minLength(1, m.required));

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, m.required),
    z.maxLength(EMAIL_MAX_LENGTH, m.maxLength(EMAIL_MAX_LENGTH)),
    z.regex(EMAIL_PATTERN, m.email),
  );

/** A password the visitor chooses: 8 to 128 characters. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, m.required),
    z.minLength(PASSWORD_MIN_LENGTH, m.minLength(PASSWORD_MIN_LENGTH)),
    z.maxLength(PASSWORD_MAX_LENGTH, m.maxLength(PASSWORD_MAX_LENGTH)),
  );

export { type FieldErrors, fieldErrors, fieldErrorsOf } from './field-errors.js';

/**
 * A rule between two fields (a repeated password, a new one that must differ from the old one): the message goes
 * under `field`, and `code` is what the server answers when the same rule fails there.
 */
export function crossFieldRule<T extends Record<string, unknown>>(
  field: keyof T & string,
  holds: (values: T) => boolean,
  message: string,
  code: ErrorCode,
) {
  return z.superRefine<T>((values, ctx) => {
    if (!holds(values)) ctx.addIssue({ code: 'custom', path: [field], message, params: { code }, input: values });
  });
}

/** The error code a server answers for a failed parse: the first broken rule's own code, else VALIDATION_FAILED. */
export function errorCodeOf(error: z.core.$ZodError): ErrorCode {
  const first = error.issues[0];
  const code = first?.code === 'custom' ? (first.params as { code?: ErrorCode } | undefined)?.code : undefined;
  return code ?? 'VALIDATION_FAILED';
}
