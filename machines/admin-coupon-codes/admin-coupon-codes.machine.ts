import { assign, fromPromise, setup } from 'xstate';
import { type CouponCodesValues, couponCodesSchema } from '@shared/validation/coupon-admin.js';
import * as form from '../form/form.js';

/**
 * The 'Generiraj kodove' dialog of a coupon (docs/decisions/0204-coupon-codes-in-bulk.md): how many single-use codes
 * and their prefix, checked by the shared rules, generated once; the answer's CSV is saved by the injected
 * `generated` action. Closed, it waits for the next opening with the last values.
 */
export type CouponCodesContext = form.FormContext<CouponCodesValues> & { rows: number };

export type CouponCodesEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | form.FieldChange<CouponCodesValues>
  | { type: 'form.submit' };

const validate = form.checkWith(couponCodesSchema);
const filters: form.InputFilters<CouponCodesValues> = {
  count: (raw) => raw.replace(/\D/g, '').slice(0, 4),
  prefix: (raw) => raw.toUpperCase().slice(0, 20),
};

export interface CouponCodesOutput {
  fileName: string;
  rows: number;
  csv: string;
}

export const adminCouponCodesMachine = setup({
  types: {} as { context: CouponCodesContext; events: CouponCodesEvent; input: { values: CouponCodesValues } },
  actors: {
    generateCodes: fromPromise<CouponCodesOutput, { values: CouponCodesValues }>(async () => {
      throw new Error('adminCouponCodesMachine: provide the generateCodes actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<CouponCodesValues>) =>
      form.withChange(context, change, validate, filters),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    keepRows: assign((_, output: CouponCodesOutput) => ({ rows: output.rows })),
    generated: (_, _output: CouponCodesOutput) => {},
    forget: assign({ failure: null, errors: {}, touched: false }),
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'adminCouponCodes',
  description: "The 'Generiraj kodove' dialog: a count and a prefix, generated once, the CSV saved.",
  initial: 'closed',
  context: ({ input }) => ({ ...form.formContext(input.values), rows: 0 }),
  meta: {
    happyPath: ['closed', 'editing', 'generating', 'done'],
    guards: { valid: 'the count is 1 to 1000 and the prefix letters, digits and dashes' },
  },
  states: {
    closed: {
      description: 'The button only.',
      on: { 'dialog.open': { target: 'editing', description: 'Staff open the dialog.', actions: 'forget' } },
    },
    editing: {
      description: 'How many codes and their prefix.',
      on: {
        'field.change': {
          description: 'A field is typed.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'generating',
            description: 'Generated with a possible count.',
            actions: 'showErrors',
          },
          { description: 'A broken rule shows on its field.', actions: 'showErrors' },
        ],
        'dialog.close': { target: 'closed', description: 'Closed without generating.' },
      },
    },
    generating: {
      description: 'Sent once; the dialog waits.',
      invoke: {
        id: 'generateCodes',
        src: 'generateCodes',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'done',
          description: 'The codes exist; their CSV is saved.',
          actions: [
            { type: 'keepRows', params: ({ event }) => event.output },
            { type: 'generated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          description: 'Refused: shown in the dialog.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    done: {
      description: 'Says how many codes the coupon has now.',
      on: {
        'dialog.close': { target: 'closed', description: 'Closed.' },
        'form.submit': { target: 'editing', description: 'Another batch.', actions: 'forget' },
      },
    },
  },
});
