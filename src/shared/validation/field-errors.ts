import type * as z from 'zod/mini';

/*
 * A parse's field errors, apart from the schemas of fields.ts: a form whose rules are checked without zod (the
 * checkout's address, address-rules.ts) shares these shapes without loading zod
 * (docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
 */

/** A form's rules: a zod/mini schema of its values. */
export type Schema = z.ZodMiniType;

/** Field name → the message of its first broken rule (only broken fields). */
export type FieldErrors = Record<string, string>;

/** Field name → first message, from a failed parse: what a form shows under each field. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The field errors of `values` under `schema`; empty when they are valid. */
export function fieldErrors(schema: Schema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}
