import { assign, setup } from 'xstate';
import { coverModel, type JourneyModel } from '../journey-harness/harness.js';

/**
 * The journey model of the checkout (docs/decisions/0047-checkout-journey-model.md): what the shopper sees (the
 * cart, the three steps, the success page) and what they do there. Not the app's checkout machine: this one
 * describes the shop from outside, and its context is what the screens must show at each point, so the journeys
 * (checkout-journeys.spec.ts) check every state against it. Its paths are generated to take every edge once.
 *
 * Who buys: a guest, or a customer who logs in on the cart or with 'Prijavi se' on ADRESA (the typed fields stay).
 * The address: the first 'Pošalji' saves house number 10, any later one 12 (an edit the summary must show); a
 * customer saves it to the profile too, and a second purchase starts from it. Delivery: courier (4,99 €),
 * club-shop pick-up (free) or a BoxNow locker (2,99 €). Payment: cash on delivery (2,00 € fee, courier only) or
 * bank transfer (not for a locker, which takes cards only — those are the card-payment journeys').
 */
export type Step = 'address' | 'delivery' | 'payment';
export type Delivery = 'courier' | 'pickup' | 'boxnow';
export type Payment = 'cod' | 'transfer';
export type House = '10' | '12';

export interface JourneyContext {
  customer: boolean;
  /** The street and city a guest typed before 'Prijavi se', shown again after the login (until a reload). */
  draft: boolean;
  /** The checkout's saved address (by its house number), null before the first 'Pošalji'. */
  saved: House | null;
  /** The customer's profile address, saved from the checkout ('Spremi adresu u moj profil'). */
  profile: House | null;
  delivery: Delivery | null;
  payment: Payment | null;
  /** The step of the browser's previous history entry when the journey knows it (what Back goes to). */
  previous: Step | null;
}

export type JourneyEvent =
  | { type: 'LOG_IN' }
  | { type: 'CHECKOUT' }
  | { type: 'FILL_ADDRESS' }
  | { type: 'CHOOSE_COURIER' }
  | { type: 'CHOOSE_PICKUP' }
  | { type: 'CHOOSE_BOXNOW' }
  | { type: 'CHOOSE_COD' }
  | { type: 'CHOOSE_TRANSFER' }
  | { type: 'EDIT_ADDRESS' }
  | { type: 'EDIT_DELIVERY' }
  | { type: 'BACK' }
  | { type: 'RELOAD' }
  | { type: 'PLACE_ORDER' }
  | { type: 'BUY_AGAIN' };

/** The payments the shop offers with a delivery method (the server's payment restriction rule). */
export function offered(delivery: Delivery | null): Payment[] {
  if (delivery === 'courier') return ['cod', 'transfer'];
  if (delivery === 'pickup') return ['transfer'];
  return [];
}

/**
 * The orders the success page tells apart (how the parcel comes, how it is paid), each by a guest and by a
 * customer. A locker takes cards only: its orders belong to the card-payment journeys.
 */
export interface Order {
  customer: boolean;
  delivery: Delivery;
  payment: Payment;
}
export const ORDERS: Order[] = [false, true].flatMap((customer) => [
  { customer, delivery: 'courier' as const, payment: 'cod' as const },
  { customer, delivery: 'courier' as const, payment: 'transfer' as const },
  { customer, delivery: 'pickup' as const, payment: 'transfer' as const },
]);

export const journeyMachine = setup({
  types: {} as { context: JourneyContext; events: JourneyEvent },
  actions: {
    chooseDelivery: assign(({ context }, params: { delivery: Delivery }) => ({
      delivery: params.delivery,
      // A payment the new delivery does not allow is dropped by the server.
      payment: context.payment && offered(params.delivery).includes(context.payment) ? context.payment : null,
      previous: 'delivery' as const,
    })),
    /** Where Back leads after this one is not followed by the model. */
    forgetPrevious: assign({ previous: null }),
  },
  guards: {
    backTo: ({ context }, params: { step: Step }) => context.previous === params.step,
    isGuest: ({ context }) => !context.customer,
    // 'Prijavi se' is modelled before the first 'Pošalji': it is there to start faster.
    isGuestStarting: ({ context }) => !context.customer && context.saved === null,
    isCustomer: ({ context }) => context.customer,
    codOffered: ({ context }) => offered(context.delivery).includes('cod'),
    transferOffered: ({ context }) => offered(context.delivery).includes('transfer'),
    orderIs: ({ context }, order: Order) =>
      context.customer === order.customer && context.delivery === order.delivery && context.payment === order.payment,
  },
}).createMachine({
  id: 'journey',
  initial: 'cart',
  context: {
    customer: false,
    draft: false,
    saved: null,
    profile: null,
    delivery: null,
    payment: null,
    previous: null,
  },
  states: {
    cart: {
      description: '/kosarica with one scarf (14,99 €).',
      on: {
        LOG_IN: { guard: 'isGuest', target: 'cart', actions: assign({ customer: true }) },
        CHECKOUT: { target: 'address', actions: assign({ previous: null }) },
      },
    },
    address: {
      description: "ADRESA: 'Podaci o dostavi', ?step=address; the form from the checkout, the draft or the profile.",
      on: {
        LOG_IN: { guard: 'isGuestStarting', target: 'address', actions: assign({ customer: true, draft: true }) },
        FILL_ADDRESS: {
          target: 'delivery',
          actions: assign(({ context }) => {
            const house: House = context.saved === null ? '10' : '12';
            // A locker was checked against the old address: it goes, and the payment with it.
            const moved = context.saved !== null && context.saved !== house && context.delivery === 'boxnow';
            return {
              saved: house,
              draft: false,
              profile: context.customer ? house : context.profile,
              delivery: moved ? null : context.delivery,
              payment: moved ? null : context.payment,
              previous: 'address' as const,
            };
          }),
        },
        BACK: { guard: { type: 'backTo', params: { step: 'payment' } }, target: 'payment', actions: 'forgetPrevious' },
        RELOAD: { target: 'address', actions: assign({ draft: false }) },
      },
    },
    delivery: {
      description: "DOSTAVA: 'METODA DOSTAVE', ?step=delivery; the saved method is checked.",
      on: {
        CHOOSE_COURIER: { target: 'payment', actions: { type: 'chooseDelivery', params: { delivery: 'courier' } } },
        CHOOSE_PICKUP: { target: 'payment', actions: { type: 'chooseDelivery', params: { delivery: 'pickup' } } },
        CHOOSE_BOXNOW: { target: 'payment', actions: { type: 'chooseDelivery', params: { delivery: 'boxnow' } } },
        EDIT_ADDRESS: { target: 'address', actions: assign({ previous: 'delivery' }) },
        BACK: [
          { guard: { type: 'backTo', params: { step: 'address' } }, target: 'address', actions: 'forgetPrevious' },
          { guard: { type: 'backTo', params: { step: 'payment' } }, target: 'payment', actions: 'forgetPrevious' },
        ],
        RELOAD: 'delivery',
      },
    },
    payment: {
      description: "NAPLATA: 'METODA PLAĆANJA', ?step=payment; the payments the delivery allows, the totals.",
      on: {
        CHOOSE_COD: { guard: 'codOffered', target: 'payment', actions: assign({ payment: 'cod' }) },
        CHOOSE_TRANSFER: { guard: 'transferOffered', target: 'payment', actions: assign({ payment: 'transfer' }) },
        EDIT_ADDRESS: { target: 'address', actions: assign({ previous: 'payment' }) },
        EDIT_DELIVERY: { target: 'delivery', actions: assign({ previous: 'payment' }) },
        BACK: {
          guard: { type: 'backTo', params: { step: 'delivery' } },
          target: 'delivery',
          actions: 'forgetPrevious',
        },
        RELOAD: 'payment',
        // One edge per kind of order, so that the cover places each kind once.
        PLACE_ORDER: ORDERS.map((order) => ({ guard: { type: 'orderIs' as const, params: order }, target: 'success' })),
      },
    },
    success: {
      description: "/naplata/uspjesna: 'Narudžba je zaprimljena' with the order's number, delivery and total.",
      on: {
        // Only a customer's next purchase differs from the first: it starts from the profile's address.
        BUY_AGAIN: {
          guard: 'isCustomer',
          target: 'cart',
          actions: assign({ draft: false, saved: null, delivery: null, payment: null, previous: null }),
        },
      },
    },
  },
});

export const checkoutJourneyModel: JourneyModel = { name: 'checkout', machine: journeyMachine, maxSteps: 14 };

/** The journeys: few paths that together take every edge of the model once. */
export function journeyCover() {
  return coverModel(checkoutJourneyModel);
}
