/**
 * What every form machine shares (docs/architecture.md, "How to build a form"): the machine owns the typed
 * values, the field errors of a shared zod schema (src/shared/validation), whether the form was submitted, and the
 * failure of the last submission. These are pure functions of the context; a form machine wires each into one
 * named `assign` in its `setup`, so its diagram still reads like the form: editing, submitting, done.
 */
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { type FieldErrors, fieldErrors, type Schema } from '@shared/validation/field-errors.js';

export interface FormContext<V> {
  /** What the fields show; the view sends every keystroke here and renders these. */
  values: V;
  /** Field → Croatian message of its first broken rule; empty until the form was submitted once. */
  errors: FieldErrors;
  /** Set by the first submit: from then on every change validates again, so the errors follow the typing. */
  touched: boolean;
  /** The last failed submission; the view words it by its code. Cleared by the next submit. */
  failure: Failure | null;
}

/** A keystroke in one field. */
export type FieldChange<V> = {
  [K in keyof V & string]: { type: 'field.change'; field: K; value: V[K] };
}[keyof V & string];

/** What a field accepts of a keypress (digits only, at most 12...): applied before the value is kept. */
export type InputFilters<V> = Partial<{ [K in keyof V]: (raw: V[K]) => V[K] }>;

/** The field errors of a form's context: usually its shared schema applied to the values (`checkWith`). */
export type Validate<C> = (context: C) => FieldErrors;

/** The validation of a form whose rules are one shared schema of its values. */
export function checkWith(schema: Schema): Validate<{ values: unknown }> {
  return (context) => fieldErrors(schema, context.values);
}

/** A fresh form with these values: untouched, no errors, no failure. */
export function formContext<V>(values: V): FormContext<V> {
  return { values, errors: {}, touched: false, failure: null };
}

/** After a keystroke: the filtered value, and the errors again once the form was submitted. */
export function withChange<C extends FormContext<unknown>>(
  context: C,
  change: FieldChange<C['values']>,
  validate: NoInfer<Validate<C>>,
  filters: InputFilters<C['values']> = {},
): Pick<C, 'values' | 'errors'> {
  const filter = (filters as Record<string, ((raw: unknown) => unknown) | undefined>)[change.field];
  const values = {
    ...(context.values as Record<string, unknown>),
    [change.field]: filter ? filter(change.value) : change.value,
  } as C['values'];
  return { values, errors: context.touched ? validate({ ...context, values }) : context.errors };
}

/** After a submit: touched, the errors of every field, and the old failure gone. */
export function withSubmit<C extends FormContext<unknown>>(
  context: C,
  validate: NoInfer<Validate<C>>,
): Pick<C, 'touched' | 'errors' | 'failure'> {
  return { touched: true, errors: validate(context), failure: null };
}

/** After a failed submission: what the effect threw, as a Failure. */
export function withFailure(error: unknown): { failure: Failure } {
  return { failure: failureOf(error) };
}

/** Whether the form may be sent: no field has an error. */
export function isValid<C>(context: C, validate: NoInfer<Validate<C>>): boolean {
  return Object.keys(validate(context)).length === 0;
}

/** After a consent's checkbox: the ticked ids with `id` ticked or unticked, and the errors again once submitted. */
export function withConsentToggled<C extends FormContext<unknown> & { accepted: number[] }>(
  context: C,
  id: number,
  validate: NoInfer<Validate<C>>,
): Pick<C, 'accepted' | 'errors'> {
  const accepted = context.accepted.includes(id) ? context.accepted.filter((a) => a !== id) : [...context.accepted, id];
  return { accepted, errors: context.touched ? validate({ ...context, accepted }) : context.errors };
}
