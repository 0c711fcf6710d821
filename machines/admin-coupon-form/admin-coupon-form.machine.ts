import { assign, fromPromise, setup } from 'xstate';
import { type CouponFormValues, couponFormSchema } from '@shared/validation/coupon-admin.js';
import * as form from '../form/form.js';

/**
 * The back office's coupon form, new or existing (docs/decisions/0203-coupon-rules.md): the machine owns the values,
 * the field errors of the shared coupon rules (percent 1–100, an amount above zero, the window's end after its
 * start, a category or product for a scoped coupon) and the server's refusal (a taken code, an impossible rule:
 * shown under `failure.payload.field`). The client injects `saveCoupon` and `saved`.
 */
export type CouponFormContext = form.FormContext<CouponFormValues>;

export type CouponChoice = 'categoryIds' | 'productIds';

export type CouponFormEvent =
  | form.FieldChange<CouponFormValues>
  /** A category or product of the coupon's scope ticked or unticked. */
  | { type: 'choice.toggle'; field: CouponChoice; id: number }
  | { type: 'form.submit' };

const validate = form.checkWith(couponFormSchema);

/** Digits only in the whole-number fields. */
const digits = (raw: string) => raw.replace(/\D/g, '').slice(0, 9);
const filters: form.InputFilters<CouponFormValues> = { percent: digits, usageLimit: digits };

export const adminCouponFormMachine = setup({
  types: {} as { context: CouponFormContext; events: CouponFormEvent; input: { values: CouponFormValues } },
  actors: {
    saveCoupon: fromPromise<{ id: number }, { values: CouponFormValues }>(async () => {
      throw new Error('adminCouponFormMachine: provide the saveCoupon actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<CouponFormValues>) =>
      form.withChange(context, change, validate, filters),
    ),
    toggleChoice: assign(({ context }, params: { field: CouponChoice; id: number }) => {
      const chosen = context.values[params.field];
      const value = chosen.includes(params.id) ? chosen.filter((id) => id !== params.id) : [...chosen, params.id];
      return form.withChange(context, { type: 'field.change', field: params.field, value }, validate);
    }),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    saved: (_, _output: { id: number }) => {},
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'adminCouponForm',
  description:
    'A coupon form: typed rules checked by the shared coupon rules, saved once, refusals shown on their field.',
  initial: 'editing',
  context: ({ input }) => form.formContext(input.values),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'saving', 'saved'],
    guards: { valid: 'every field keeps the shared coupon rules' },
  },
  states: {
    editing: {
      description: 'Staff type and choose; once submitted, each field shows its first broken rule.',
      on: {
        'field.change': {
          description: 'A field is typed or chosen.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'choice.toggle': {
          description: 'A category or product of the scope is ticked or unticked.',
          actions: { type: 'toggleChoice', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'saving', description: 'Saved with possible rules.', actions: 'showErrors' },
          {
            description: 'An impossible rule: the errors show, the first gets focus.',
            actions: ['showErrors', 'focusFirstError'],
          },
        ],
      },
    },
    saving: {
      description: "Sent once: the button reads 'Spremanje...' and further submits wait.",
      invoke: {
        id: 'saveCoupon',
        src: 'saveCoupon',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'saved',
          description: 'The coupon is saved with its audit row.',
          actions: { type: 'saved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          description: 'Refused (a taken code, an impossible rule): shown on its field.',
          actions: [{ type: 'keepFailure', params: ({ event }) => event }, 'focusFirstError'],
        },
      },
    },
    saved: {
      description: 'Saved: a notice says so; any further change starts a new edit.',
      on: {
        'field.change': {
          target: 'editing',
          description: 'A further change.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'choice.toggle': {
          target: 'editing',
          description: 'A further choice.',
          actions: { type: 'toggleChoice', params: ({ event }) => event },
        },
        'form.submit': { target: 'saving', description: 'Saved again as it is.' },
      },
    },
  },
});
