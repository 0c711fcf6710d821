import { assign, setup } from 'xstate';
import type { JourneyModel } from '../journey-harness/harness.js';

/**
 * The checkout when a call is lost on the way (a dropped connection; docs/decisions/0165-one-journey-harness.md):
 * a guest's checkout that cannot load and is tried again, an address, a delivery, a payment and an order whose
 * sending fails and is sent again, and the delivery and payment methods that cannot load after 'Promijeni' and Back,
 * loaded again with 'Pokušaj ponovo'. Every failure leaves the shopper where they were, with nothing lost. The
 * checkout journeys of ../checkout-model cover the shop's rules; this model covers its failure paths.
 */
export interface OutageContext {
  /** Cash on delivery was saved as the payment (a transfer whose saving was lost stays checked, unsaved). */
  chosen: boolean;
  /** The step Back returns to, when the journey knows it. */
  previous: 'payment' | null;
}

export type OutageEvent =
  | { type: 'CHECKOUT_UNREACHABLE' }
  | { type: 'RETRY' }
  | { type: 'SUBMIT_ADDRESS_UNREACHABLE' }
  | { type: 'SUBMIT_ADDRESS' }
  | { type: 'SUBMIT_DELIVERY_UNREACHABLE' }
  | { type: 'CHOOSE_COURIER' }
  | { type: 'CHOOSE_TRANSFER_UNREACHABLE' }
  | { type: 'CHOOSE_COD' }
  | { type: 'EDIT_DELIVERY_UNREACHABLE' }
  | { type: 'BACK_UNREACHABLE' }
  | { type: 'PLACE_ORDER_UNREACHABLE' }
  | { type: 'PLACE_ORDER' };

const outageMachine = setup({
  types: {} as { context: OutageContext; events: OutageEvent },
  guards: {
    chosen: ({ context }) => context.chosen,
    notChosen: ({ context }) => !context.chosen,
    backToPayment: ({ context }) => context.previous === 'payment',
  },
}).createMachine({
  id: 'checkoutOutage',
  initial: 'cart',
  context: { chosen: false, previous: null },
  states: {
    cart: {
      description: '/kosarica with the scarf.',
      on: { CHECKOUT_UNREACHABLE: 'unavailable' },
    },
    unavailable: {
      description: "The checkout could not load: the reason and 'Pokušaj ponovo'.",
      on: { RETRY: 'address' },
    },
    address: {
      description: 'ADRESA.',
      on: { SUBMIT_ADDRESS_UNREACHABLE: 'address', SUBMIT_ADDRESS: 'delivery' },
    },
    delivery: {
      description: 'DOSTAVA with its methods.',
      on: {
        SUBMIT_DELIVERY_UNREACHABLE: 'delivery',
        CHOOSE_COURIER: { target: 'payment', actions: assign({ previous: null }) },
        BACK_UNREACHABLE: { guard: 'backToPayment', target: 'paymentFailed', actions: assign({ previous: null }) },
      },
    },
    deliveryFailed: {
      description: "DOSTAVA whose methods could not load: 'Pokušaj ponovo'.",
      on: { RETRY: 'delivery' },
    },
    payment: {
      description: 'NAPLATA; cash on delivery checked once saved.',
      on: {
        CHOOSE_TRANSFER_UNREACHABLE: { guard: 'notChosen', target: 'payment' },
        CHOOSE_COD: { guard: 'notChosen', target: 'payment', actions: assign({ chosen: true }) },
        EDIT_DELIVERY_UNREACHABLE: { target: 'deliveryFailed', actions: assign({ previous: 'payment' }) },
        PLACE_ORDER_UNREACHABLE: { guard: 'chosen', target: 'payment' },
        PLACE_ORDER: { guard: 'chosen', target: 'success' },
      },
    },
    paymentFailed: {
      description: "NAPLATA whose methods could not load: 'Pokušaj ponovo'.",
      on: { RETRY: 'payment' },
    },
    success: { description: "'Narudžba je zaprimljena'." },
  },
});

export const checkoutOutageModel: JourneyModel = { name: 'checkout outage', machine: outageMachine, maxSteps: 16 };
