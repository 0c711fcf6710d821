import { assign, fromPromise, setup } from 'xstate';
import { voucherSchema } from '@shared/validation/voucher.js';
import * as form from '../form/form.js';

/**
 * The gift voucher field of the checkout's payment step (docs/decisions/0215-vouchers-pay-at-checkout.md): it loads the
 * voucher already entered for the cart; without one, an input and 'Iskoristi'; with one, its code, balance and
 * 'Ukloni'. A code that cannot be one (length, symbols, check symbol) is named in the field without a call; a refused
 * code (unknown, spent, blocked, expired, a cart of vouchers) keeps the server's failure for the field. The client
 * injects `loadVoucher`, `applyVoucher`, `removeVoucher` and `voucherChanged` (the checkout shows what is left to pay).
 */
export interface AppliedVoucher {
  code: string;
  balanceCents: number;
  expiresAt: string;
}

export interface VoucherValues {
  code: string;
}

export interface CheckoutVoucherContext extends form.FormContext<VoucherValues> {
  applied: AppliedVoucher | null;
}

export type CheckoutVoucherEvent =
  | form.FieldChange<VoucherValues>
  /** 'Iskoristi'. */
  | { type: 'form.submit' }
  | { type: 'voucher.remove' }
  /** The order was refused because the balance changed: read the voucher again. */
  | { type: 'voucher.reload' };

const validate = form.checkWith(voucherSchema);

export const checkoutVoucherMachine = setup({
  types: {} as { context: CheckoutVoucherContext; events: CheckoutVoucherEvent },
  actors: {
    loadVoucher: fromPromise<AppliedVoucher | null>(async () => {
      throw new Error('checkoutVoucherMachine: provide the loadVoucher actor');
    }),
    applyVoucher: fromPromise<AppliedVoucher, { code: string }>(async () => {
      throw new Error('checkoutVoucherMachine: provide the applyVoucher actor');
    }),
    removeVoucher: fromPromise<void>(async () => {
      throw new Error('checkoutVoucherMachine: provide the removeVoucher actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<VoucherValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keep: assign((_, params: { voucher: AppliedVoucher | null }) => ({
      ...form.formContext({ code: '' }),
      applied: params.voucher,
    })),
    forget: assign({ applied: null }),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    voucherChanged: (_, _params: { voucher: AppliedVoucher | null }) => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
    found: (_, params: { voucher: AppliedVoucher | null }) => params.voucher !== null,
  },
}).createMachine({
  id: 'checkoutVoucher',
  description: 'Enters, shows and removes the gift voucher that pays toward the order.',
  context: { ...form.formContext({ code: '' }), applied: null },
  initial: 'loading',
  meta: {
    happyPath: ['loading', 'none', 'applying', 'applied'],
    guards: {
      valid: 'a code that can be a voucher code (length, symbols, check symbol)',
      found: 'the cart has a voucher',
    },
  },
  states: {
    loading: {
      description: 'Reads the voucher entered for the cart, with its balance now.',
      invoke: {
        id: 'loadVoucher',
        src: 'loadVoucher',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ voucher: event.output }) },
            target: 'applied',
            description: 'A voucher is entered: its code and balance show.',
            actions: [
              { type: 'keep', params: ({ event }) => ({ voucher: event.output }) },
              { type: 'voucherChanged', params: ({ event }) => ({ voucher: event.output }) },
            ],
          },
          {
            target: 'none',
            description: 'No voucher (or it was spent, blocked or expired since).',
            actions: [{ type: 'forget' }, { type: 'voucherChanged', params: { voucher: null } }],
          },
        ],
        onError: { target: 'none', description: 'Not read: the field is offered empty.' },
      },
    },
    none: {
      description: "The code input and 'Iskoristi' (and the last refusal under it).",
      on: {
        'field.change': {
          description: 'The code is typed.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'applying',
            description: "'Iskoristi' with a possible code.",
            actions: 'showErrors',
          },
          { description: 'Empty or mistyped: the field says why, nothing is sent.', actions: 'showErrors' },
        ],
        'voucher.reload': { target: 'loading', description: 'Read the cart’s voucher again.' },
      },
    },
    applying: {
      description: 'applyVoucher is running.',
      invoke: {
        id: 'applyVoucher',
        src: 'applyVoucher',
        input: ({ context }) => ({ code: context.values.code.trim() }),
        onDone: {
          target: 'applied',
          description: 'The voucher pays toward the order.',
          actions: [
            { type: 'keep', params: ({ event }) => ({ voucher: event.output }) },
            { type: 'voucherChanged', params: ({ event }) => ({ voucher: event.output }) },
          ],
        },
        onError: {
          target: 'none',
          description: 'Refused (unknown, spent, blocked, expired, only vouchers in the cart): the field says why.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    applied: {
      description: "The code, its balance and what it pays, with 'Ukloni'.",
      on: {
        'voucher.remove': { target: 'removing', description: "'Ukloni' next to the voucher." },
        'voucher.reload': { target: 'loading', description: 'Read the balance again (the order was refused).' },
      },
    },
    removing: {
      description: 'removeVoucher is running.',
      invoke: {
        id: 'removeVoucher',
        src: 'removeVoucher',
        onDone: {
          target: 'none',
          description: 'The voucher no longer pays.',
          actions: [{ type: 'forget' }, { type: 'voucherChanged', params: { voucher: null } }],
        },
        onError: {
          target: 'applied',
          description: 'Not removed: the voucher stays and the failure shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
