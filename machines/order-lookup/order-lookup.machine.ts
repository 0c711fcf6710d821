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
  states: {
    editing: {
      description: 'Number and e-mail; once submitted, errors show per field and follow the typing.',
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => event } },
        'form.submit': [
          { guard: 'valid', target: 'searching', actions: 'showErrors' },
          { actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    searching: {
      description: "'TRAŽIM...': the look-up call.",
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => context.values,
        onDone: { target: 'found', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => event } },
      },
    },
    found: {
      description: 'The order is shown; the guest may look up another one.',
      on: { 'lookup.again': { target: 'editing', actions: 'forgetOrder' } },
    },
  },
});
