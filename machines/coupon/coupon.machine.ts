import { assign, fromPromise, setup } from 'xstate';

/**
 * The coupon form of the cart side panel (shop.md 4 "Coupon"): with a couponCode the code shows with its percent
 * and a remove button, otherwise an input with an add button. A refused code, or an answer without a coupon,
 * emits the coupon error and leaves no coupon; so does a cart update that dropped the coupon. The client injects
 * `applyCoupon` (answers the applied code or null), `removeCoupon` and the notifications.
 */
export interface CouponContext {
  code: string | null;
  error: string | null;
}

export type CouponEvent =
  | { type: 'coupon.add'; code: string }
  | { type: 'coupon.remove' }
  /** A cart answer: its couponCode (null when the server dropped the coupon). */
  | { type: 'cart.updated'; couponCode: string | null };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
    notifyCouponError: (_, _params: { message: string }) => {},
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    answeredCoupon: (_, params: { code: string | null }) => params.code !== null,
    blank: (_, params: { code: string }) => params.code.trim() === '',
    dropped: (_, params: { couponCode: string | null }) => params.couponCode === null,
  },
}).createMachine({
  id: 'coupon',
  description: 'Adds and removes the cart’s coupon.',
  context: ({ input }) => ({ code: input.couponCode, error: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Follows the cart: a couponCode means applied.',
      always: [{ guard: 'hasCode', target: 'applied' }, { target: 'none' }],
    },
    none: {
      description: 'The coupon input with its add button (and the last error, if any).',
      on: {
        'coupon.add': [
          {
            guard: { type: 'blank', params: ({ event }) => event },
            actions: assign({ error: 'Molimo unesite kod kupona.' }),
          },
          { target: 'adding', actions: assign({ code: ({ event }) => event.code.trim(), error: null }) },
        ],
        'cart.updated': {
          guard: { type: 'answeredCoupon', params: ({ event }) => ({ code: event.couponCode }) },
          target: 'applied',
          actions: assign({ code: ({ event }) => event.couponCode }),
        },
      },
    },
    adding: {
      description: 'applyCoupon is running.',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: [
          {
            guard: { type: 'answeredCoupon', params: ({ event }) => ({ code: event.output }) },
            target: 'applied',
            actions: assign({ code: ({ event }) => event.output }),
          },
          {
            target: 'none',
            actions: [
              assign({ code: null, error: 'Coupon not found!' }),
              { type: 'notifyCouponError', params: { message: 'Coupon not found!' } },
            ],
          },
        ],
        onError: {
          target: 'none',
          actions: [
            assign({ code: null, error: ({ event }) => message(event.error) }),
            { type: 'notifyCouponError', params: ({ event }) => ({ message: message(event.error) }) },
          ],
        },
      },
    },
    applied: {
      description: 'The code shows with its percent and a remove button.',
      on: {
        'coupon.remove': 'removing',
        'cart.updated': {
          guard: { type: 'dropped', params: ({ event }) => event },
          target: 'none',
          actions: [
            assign({ code: null, error: 'Kupon više nije valjan.' }),
            { type: 'notifyCouponError', params: { message: 'Kupon više nije valjan.' } },
          ],
        },
      },
    },
    removing: {
      description: 'removeCoupon is running.',
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        onDone: { target: 'none', actions: assign({ code: null, error: null }) },
        onError: {
          target: 'applied',
          actions: { type: 'notifyCouponError', params: ({ event }) => ({ message: message(event.error) }) },
        },
      },
    },
  },
});
