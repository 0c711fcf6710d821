import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { couponSchema } from '@shared/validation/coupon.js';
import * as form from '../form/form.js';

/**
 * The coupon form of the cart side panel: with a coupon the code shows with its percent and a
 * remove button, otherwise an input with an add button. The machine owns the typed code, its field error (the
 * shared coupon rule) and the failure; a refused code, or an answer without a coupon, notifies the failure and
 * leaves no coupon. A cart update that dropped the coupon leaves it too (the cart's own message says why).
 * The client injects `applyCoupon` (answers the applied code or null), `removeCoupon` and `notifyFailure`.
 */
export interface CouponValues {
  code: string;
}

export interface CouponContext extends form.FormContext<CouponValues> {
  /** The coupon on the cart, null without one. */
  applied: string | null;
}

export type CouponEvent =
  | form.FieldChange<CouponValues>
  /** 'DODAJ'. */
  | { type: 'form.submit' }
  | { type: 'coupon.remove' }
  /** A cart answer: its couponCode (null when the server dropped the coupon). */
  | { type: 'cart.updated'; couponCode: string | null };

/** The answer of an apply call that left no coupon on the cart. */
const NOT_APPLIED: Failure = { code: 'COUPON_NOT_FOUND', status: 404 };

const validate = form.checkWith(couponSchema);

export const couponMachine = setup({
  types: {} as { context: CouponContext; events: CouponEvent; input: { couponCode: string | null } },
  actors: {
    applyCoupon: fromPromise<string | null, { code: string }>(async () => {
      throw new Error('couponMachine: provide the applyCoupon actor');
    }),
    removeCoupon: fromPromise<void>(async () => {
      throw new Error('couponMachine: provide the removeCoupon actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<CouponValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    apply: assign((_, params: { code: string | null }) => ({
      ...form.formContext({ code: '' }),
      applied: params.code,
    })),
    forget: assign({ applied: null }),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    failNotApplied: assign({ failure: NOT_APPLIED }),
    notifyFailure: (_, _params: { failure: Failure }) => {},
  },
  guards: {
    hasCoupon: ({ context }) => context.applied !== null,
    valid: ({ context }) => form.isValid(context, validate),
    answeredCoupon: (_, params: { code: string | null }) => params.code !== null,
    dropped: (_, params: { couponCode: string | null }) => params.couponCode === null,
  },
}).createMachine({
  id: 'coupon',
  description: 'Adds and removes the cart’s coupon.',
  context: ({ input }) => ({ ...form.formContext({ code: '' }), applied: input.couponCode }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'none', 'adding', 'applied'],
    guards: {
      hasCoupon: 'the cart already has a coupon',
      valid: 'a code is typed',
      answeredCoupon: 'the cart now has a coupon code',
      dropped: 'the cart no longer has a coupon',
    },
  },
  states: {
    starting: {
      description: 'Follows the cart: a couponCode means applied.',
      always: [
        { guard: 'hasCoupon', target: 'applied', description: 'The cart has a coupon.' },
        { target: 'none', description: 'No coupon on the cart.' },
      ],
    },
    none: {
      description: 'The coupon input with its add button (and the last error, if any).',
      on: {
        'field.change': {
          description: 'The code is typed.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'adding', description: "'Dodaj' with a code.", actions: 'showErrors' },
          { description: 'An empty code: the field error is shown.', actions: 'showErrors' },
        ],
        'cart.updated': {
          guard: { type: 'answeredCoupon', params: ({ event }) => ({ code: event.couponCode }) },
          target: 'applied',
          description: 'The cart came back with a coupon (another tab or the login merge).',
          actions: { type: 'apply', params: ({ event }) => ({ code: event.couponCode }) },
        },
      },
    },
    adding: {
      description: 'applyCoupon is running.',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ code: context.values.code.trim() }),
        onDone: [
          {
            guard: { type: 'answeredCoupon', params: ({ event }) => ({ code: event.output }) },
            target: 'applied',
            description: 'The coupon is on the cart.',
            actions: { type: 'apply', params: ({ event }) => ({ code: event.output }) },
          },
          {
            target: 'none',
            description: 'The server took the call but did not apply the code.',
            actions: ['failNotApplied', { type: 'notifyFailure', params: { failure: NOT_APPLIED } }],
          },
        ],
        onError: {
          target: 'none',
          description: 'Refused (unknown or expired code): a toast says why.',
          actions: [
            { type: 'keepFailure', params: ({ event }) => event },
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.failure ?? NOT_APPLIED }) },
          ],
        },
      },
    },
    applied: {
      description: 'The code shows with its percent and a remove button.',
      on: {
        'coupon.remove': { target: 'removing', description: "'Ukloni' next to the code." },
        'cart.updated': {
          guard: { type: 'dropped', params: ({ event }) => event },
          target: 'none',
          description: 'The cart came back without the coupon.',
          actions: 'forget',
        },
      },
    },
    removing: {
      description: 'removeCoupon is running.',
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        onDone: { target: 'none', description: 'The coupon is removed.', actions: 'forget' },
        onError: {
          target: 'applied',
          description: 'Not removed: a toast says why, the coupon stays.',
          actions: [
            { type: 'keepFailure', params: ({ event }) => event },
            { type: 'notifyFailure', params: ({ context }) => ({ failure: context.failure ?? NOT_APPLIED }) },
          ],
        },
      },
    },
  },
});
