import { assign, fromPromise, setup } from 'xstate';
import { orderLookUpSchema, type OrderLookUpValues } from '@shared/validation/orders.js';
import * as form from '../form/form.js';

/**
 * 'Pronađi narudžbu' (docs/decisions/0044-order-history-and-look-up.md): a guest types the order number and the
 * e-mail of the order; the look-up answers the order or one 'not found' for any mismatch. The machine owns the
 * values, the field errors and the failure; the found order is handed to the view, which shows it with its PDF,
 * slip and withdrawal. 'Traži drugu narudžbu' starts again with the e-mail kept. The client injects the actor
 * `lookUp` (values → order) and the action `focusFirstError`.
 */
export interface OrderLookUpContext<O = unknown> extends form.FormContext<OrderLookUpValues> {
  order: O | null;
}

export type OrderLookUpEvent = form.FieldChange<OrderLookUpValues> | { type: 'form.submit' } | { type: 'lookup.again' };

export interface OrderLookUpInput {
  values?: Partial<OrderLookUpValues>;
}

const EMPTY: OrderLookUpValues = { number: '', email: '' };
const validate = form.checkWith(orderLookUpSchema);

export const orderLookUpMachine = setup({
  types: {} as { context: OrderLookUpContext; events: OrderLookUpEvent; input: OrderLookUpInput },
  actors: {
    lookUp: fromPromise<unknown, OrderLookUpValues>(async () => {
      throw new Error('orderLookUpMachine: provide the lookUp actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<OrderLookUpValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    keepOrder: assign((_, params: { order: unknown }) => ({ order: params.order })),
    forgetOrder: assign(({ context }) => ({
      order: null,
      failure: null,
      values: { ...context.values, number: '' },
      touched: false,
      errors: {},
    })),
    focusFirstError: () => {},
  },
  guards: { valid: ({ context }) => form.isValid(context, validate) },
}).createMachine({
  id: 'orderLookUp',
  description: 'A guest finds an order by its number and e-mail.',
  initial: 'editing',
  context: ({ input }) => ({ ...form.formContext({ ...EMPTY, ...input.values }), order: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'searching', 'found'],
    guards: { valid: 'an order number as on the confirmation (2026-000123) and a well-formed e-mail address' },
  },
  states: {
    editing: {
      description: 'Number and e-mail; once submitted, errors show per field and follow the typing.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'searching',
            description: "'PRONAĐI NARUDŽBU' with both fields right.",
            actions: 'showErrors',
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    searching: {
      description: "'TRAŽIM...': the look-up call.",
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => context.values,
        onDone: {
          target: 'found',
          description: 'Number and e-mail belong to one order: it is shown.',
          actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: {
          target: 'editing',
          description:
            "'Narudžba ... nije pronađena' (the same for a wrong number or a wrong e-mail), or no connection.",
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    found: {
      description: 'The order is shown; the guest may look up another one.',
      on: {
        'lookup.again': {
          target: 'editing',
          description: "'Traži drugu narudžbu': the number is emptied, the e-mail kept.",
          actions: 'forgetOrder',
        },
      },
    },
  },
});
