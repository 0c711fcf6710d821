import { assign, setup } from 'xstate';
import type { JourneyModel } from '../journey-harness/harness.js';

/**
 * The cart as a shopper works it (docs/spec/shop.md 4): the home jersey added with a personalisation (size M,
 * 10, 'IVAN', gold, sponsors) brings its two service lines; the text edited in the cart, then the line opened on
 * its product page and saved there; a coupon applied, an expired one refused, the coupon removed; and, once logged
 * in, the membership card: a blank field, a number of the wrong length, a PIN of the wrong length and the demo
 * customer's card (taken by that account) refused, then a free card claimed with its PIN, which a reload keeps.
 * A guest's wishlist heart asks for a login, and a first add whose new cart cannot be made adds nothing.
 * The context is what the cart must show.
 */
export type CardShown = 'field' | 'applied';

export interface CartJourneyContext {
  /** The jersey's personalisation text. */
  text: 'IVAN' | 'MARKO' | 'LUKA';
  coupon: boolean;
  customer: boolean;
  card: CardShown;
  /** The refusal under the coupon or card field, by its words; null when none. */
  refusal: string | null;
}

export type CartJourneyEvent =
  | { type: 'ADD_JERSEY' }
  | { type: 'ADD_UNREACHABLE' }
  | { type: 'WISH_AS_GUEST' }
  | { type: 'GO_TO_CART' }
  | { type: 'EDIT_TEXT' }
  | { type: 'OPEN_LINE' }
  | { type: 'SAVE_LINE' }
  | { type: 'APPLY_EXPIRED_COUPON' }
  | { type: 'APPLY_COUPON' }
  | { type: 'REMOVE_COUPON' }
  | { type: 'LOG_IN' }
  | { type: 'CARD_BLANK' }
  | { type: 'CARD_MALFORMED' }
  | { type: 'CARD_PIN_MALFORMED' }
  | { type: 'CARD_TAKEN' }
  | { type: 'CARD_CLAIM' }
  | { type: 'RELOAD' };

export const REFUSALS = {
  expiredCoupon: 'Kupon nije valjan u ovom razdoblju.',
  cardLength: 'Broj članske iskaznice sadrži 12 znakova.',
  pinLength: 'PIN članske iskaznice ima točno 4 znamenke.',
  cardTaken: 'Ova članska iskaznica već je povezana s drugim korisničkim računom. Javite nam se ako je vaša.',
} as const;

const cartJourneyMachine = setup({
  types: {} as { context: CartJourneyContext; events: CartJourneyEvent },
  actions: {
    refuse: assign((_, params: { refusal: string }) => ({ refusal: params.refusal })),
  },
  guards: {
    customerWithoutCard: ({ context }) => context.customer && context.card === 'field',
    noCoupon: ({ context }) => !context.coupon,
  },
}).createMachine({
  id: 'cartJourney',
  initial: 'product',
  context: { text: 'IVAN', coupon: false, customer: false, card: 'field', refusal: null },
  states: {
    product: {
      description: "The home jersey's page, the cart empty.",
      on: {
        // The new cart cannot be made (the call is lost): nothing is added, the shopper is told.
        ADD_UNREACHABLE: 'product',
        // A guest's heart asks them to log in.
        WISH_AS_GUEST: 'product',
        ADD_JERSEY: 'popup',
      },
    },
    popup: {
      description: "'Dodano u košaricu' with the jersey.",
      on: { GO_TO_CART: 'cart' },
    },
    cart: {
      description: '/kosarica: the jersey and its two service lines, the coupon and the membership card panel.',
      on: {
        EDIT_TEXT: {
          guard: ({ context }) => context.text === 'IVAN',
          target: 'cart',
          actions: assign({ text: 'MARKO' }),
        },
        OPEN_LINE: { guard: ({ context }) => context.text === 'MARKO', target: 'lineEdit' },
        APPLY_EXPIRED_COUPON: {
          guard: 'noCoupon',
          target: 'cart',
          actions: { type: 'refuse', params: { refusal: REFUSALS.expiredCoupon } },
        },
        APPLY_COUPON: { guard: 'noCoupon', target: 'cart', actions: assign({ coupon: true, refusal: null }) },
        REMOVE_COUPON: { guard: ({ context }) => context.coupon, target: 'cart', actions: assign({ coupon: false }) },
        LOG_IN: {
          guard: ({ context }) => !context.customer,
          target: 'cart',
          actions: assign({ customer: true, refusal: null }),
        },
        CARD_BLANK: { guard: 'customerWithoutCard', target: 'cart', actions: assign({ refusal: null }) },
        CARD_MALFORMED: {
          guard: 'customerWithoutCard',
          target: 'cart',
          actions: { type: 'refuse', params: { refusal: REFUSALS.cardLength } },
        },
        CARD_PIN_MALFORMED: {
          guard: 'customerWithoutCard',
          target: 'cart',
          actions: { type: 'refuse', params: { refusal: REFUSALS.pinLength } },
        },
        CARD_TAKEN: {
          guard: 'customerWithoutCard',
          target: 'cart',
          actions: { type: 'refuse', params: { refusal: REFUSALS.cardTaken } },
        },
        CARD_CLAIM: {
          guard: 'customerWithoutCard',
          target: 'cart',
          actions: assign({ card: 'applied', refusal: null }),
        },
        RELOAD: {
          guard: ({ context }) => context.card === 'applied',
          target: 'cart',
          actions: assign({ refusal: null }),
        },
      },
    },
    lineEdit: {
      description: "The jersey's page opened from its cart line: the line's size and personalisation.",
      on: { SAVE_LINE: { target: 'cart', actions: assign({ text: 'LUKA' }) } },
    },
  },
});

export const cartJourneyModel: JourneyModel = { name: 'cart', machine: cartJourneyMachine, maxSteps: 18 };
