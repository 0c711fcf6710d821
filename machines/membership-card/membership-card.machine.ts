import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { isMemberCardBarcode, isMemberCardPin } from '@shared/validation/member-card.js';

/**
 * The membership card in the cart (docs/spec/shop.md 4 "Membership card"): outcomes empty, incorrect and applied. Only a
 * logged-in visitor can apply a barcode, and only one that differs from the memberCardBarcode cookie (the cookie
 * means "applied"). On cart load a user whose profile has another barcode gets it applied after 1 s. Applying
 * shows 'PRIMJENJUJEM ČLANSKI POPUST...' and checks after 300 ms. The cookie is only a hint: the server checks the
 * card on every pricing (docs/decisions/0029-server-rechecks-storefront-rules.md). The client injects `applyMemberCard`, `saveCookie` and the notifications.
 * A number that is not 12 digits is refused before any call, as the profile refuses it; a refusal keeps its error
 * code (MEMBER_CARD_FORMAT, MEMBER_CARD_INVALID, MEMBER_CARD_TAKEN...) for the view's inline message, and a card
 * added here is the user's from now on (`cardAdded`: the session's user follows;
 * docs/decisions/0088-membership-card-from-the-cart.md). A card the user does not hold yet is claimed with the PIN
 * printed on it (docs/decisions/0136-member-card-claim-second-factor.md): the apply event carries it, a PIN that is
 * not 4 digits is refused before any call (MEMBER_CARD_PIN_FORMAT), an empty one is sent as none (the profile's own
 * card needs none).
 */
export interface MembershipCardInput {
  loggedIn: boolean;
  cookieBarcode: string | null;
  /** The barcode stored on the user's profile. */
  userBarcode: string | null;
}

export interface MembershipCardContext extends MembershipCardInput {
  barcode: string;
  /** The PIN typed with the barcode; '' when none. */
  pin: string;
  /** The last refusal (its code words the inline message); null when nothing was refused. */
  refusal: Failure | null;
}

const FORMAT: Failure = { code: 'MEMBER_CARD_FORMAT', status: 400 };
const INVALID: Failure = { code: 'MEMBER_CARD_INVALID', status: 400 };
const PIN_FORMAT: Failure = { code: 'MEMBER_CARD_PIN_FORMAT', status: 400 };

export type MembershipCardEvent = { type: 'card.apply'; barcode: string; pin?: string };

export const CARD_ON_LOAD_MS = 1000;
export const CARD_CHECK_MS = 300;
export const APPLYING_LABEL = 'PRIMJENJUJEM ČLANSKI POPUST...';

export const membershipCardMachine = setup({
  types: {} as { context: MembershipCardContext; events: MembershipCardEvent; input: MembershipCardInput },
  actors: {
    applyMemberCard: fromPromise<{ applied: boolean }, { barcode: string; pin: string }>(async () => {
      throw new Error('membershipCardMachine: provide the applyMemberCard actor');
    }),
  },
  actions: {
    saveCookie: (_, _params: { barcode: string }) => {},
    notifyLoginRequired: () => {},
    notifyEmpty: () => {},
    notifyApplied: () => {},
    notifyFormat: () => {},
    notifyRefused: (_, _params: Failure) => {},
    cardAdded: (_, _params: { barcode: string }) => {},
  },
  guards: {
    cookieSet: ({ context }) => context.cookieBarcode !== null && context.cookieBarcode !== '',
    profileCardDiffers: ({ context }) =>
      context.loggedIn && !!context.userBarcode && context.userBarcode !== context.cookieBarcode,
    guest: ({ context }) => !context.loggedIn,
    blank: (_, params: { barcode: string }) => params.barcode.trim() === '',
    malformed: (_, params: { barcode: string }) => !isMemberCardBarcode(params.barcode.trim()),
    pinMalformed: (_, params: { pin?: string }) => !!params.pin?.trim() && !isMemberCardPin(params.pin.trim()),
    sameAsCookie: ({ context }, params: { barcode: string }) => params.barcode.trim() === context.cookieBarcode,
    applied: (_, params: { applied: boolean }) => params.applied,
  },
  delays: { onCartLoad: CARD_ON_LOAD_MS, checkDelay: CARD_CHECK_MS },
}).createMachine({
  id: 'membershipCard',
  description: 'Applies the club membership card to the cart.',
  context: ({ input }) => ({ ...input, barcode: '', pin: '', refusal: null }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'empty', 'applying', 'checking', 'applied'],
    guards: {
      cookieSet: 'the cart cookie already holds a card',
      profileCardDiffers: "a logged-in member's profile card is not the one in the cookie",
      guest: 'nobody is logged in',
      blank: 'the field is empty',
      malformed: 'not a club card number (13 digits, 385…)',
      pinMalformed: 'a PIN is typed but is not 4 digits',
      sameAsCookie: 'the card already applied',
      applied: 'the server applied the card',
    },
  },
  on: {
    'card.apply': [
      {
        guard: 'guest',
        description: "'Primijeni' as a guest: a toast asks to log in.",
        actions: 'notifyLoginRequired',
      },
      {
        guard: { type: 'blank', params: ({ event }) => event },
        description: 'Nothing typed: a toast asks for the number.',
        actions: 'notifyEmpty',
      },
      {
        guard: { type: 'malformed', params: ({ event }) => event },
        target: '.incorrect',
        description: 'Refused at once: the number has the wrong form.',
        actions: [assign({ refusal: FORMAT }), 'notifyFormat'],
      },
      {
        guard: { type: 'pinMalformed', params: ({ event }) => event },
        target: '.incorrect',
        description: 'Refused at once: the PIN has the wrong form.',
        actions: [assign({ refusal: PIN_FORMAT }), { type: 'notifyRefused', params: PIN_FORMAT }],
      },
      {
        guard: { type: 'sameAsCookie', params: ({ event }) => event },
        target: '.applied',
        description: 'The same card again: nothing to check.',
      },
      {
        target: '.applying',
        description: "'Primijeni' with a card number (and PIN): the check starts.",
        actions: assign({
          barcode: ({ event }) => event.barcode.trim(),
          pin: ({ event }) => event.pin?.trim() ?? '',
          refusal: null,
        }),
      },
    ],
  },
  states: {
    starting: {
      description: 'On cart load: a cookie means applied; a different card on the profile is applied after 1 s.',
      always: [
        {
          guard: 'cookieSet',
          target: 'applied',
          description: 'The card of the cookie is shown applied.',
          actions: assign({ barcode: ({ context }) => context.cookieBarcode ?? '' }),
        },
        {
          guard: 'profileCardDiffers',
          target: 'scheduled',
          description: "The profile's card will be applied by itself.",
          actions: assign({ barcode: ({ context }) => context.userBarcode ?? '' }),
        },
        { target: 'empty', description: 'No card yet: the field is shown.' },
      ],
    },
    scheduled: {
      description: 'The profile’s card will be applied 1 s after the cart loaded.',
      after: {
        onCartLoad: {
          target: 'applying',
          description: "A second after the cart loaded: the profile's card is applied.",
        },
      },
    },
    empty: { description: 'No card: the input and the apply button.' },
    applying: {
      description: `The button reads '${APPLYING_LABEL}'; the check runs after 300 ms.`,
      after: { checkDelay: { target: 'checking', description: 'The spinner has shown: the server is asked.' } },
    },
    checking: {
      description: `Still '${APPLYING_LABEL}': the server checks the card against the user.`,
      invoke: {
        id: 'applyMemberCard',
        src: 'applyMemberCard',
        input: ({ context }) => ({ barcode: context.barcode, pin: context.pin }),
        onDone: [
          {
            guard: { type: 'applied', params: ({ event }) => event.output },
            target: 'applied',
            description: 'Applied: the cookie keeps the card, a toast confirms, the prices drop.',
            actions: [
              assign({ cookieBarcode: ({ context }) => context.barcode }),
              { type: 'saveCookie', params: ({ context }) => ({ barcode: context.barcode }) },
              'notifyApplied',
              { type: 'cardAdded', params: ({ context }) => ({ barcode: context.barcode }) },
            ],
          },
          {
            target: 'incorrect',
            description: 'The server knows no such card: refused.',
            actions: [assign({ refusal: INVALID }), { type: 'notifyRefused', params: INVALID }],
          },
        ],
        onError: {
          target: 'incorrect',
          description: "Refused (another account's card, wrong PIN): its code says why.",
          actions: [
            assign({ refusal: ({ event }) => failureOf(event.error) }),
            { type: 'notifyRefused', params: ({ event }) => failureOf(event.error) },
          ],
        },
      },
    },
    incorrect: {
      description: 'The barcode was refused (its code says why, inline); another can be tried.',
    },
    applied: { description: 'The member discount applies to the total of non-discounted products.' },
  },
});
