import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@api/openapi.js';
import { type Failure, failureOf } from '@shared/errors/failure.js';

/**
 * The add-to-cart buttons of the shop. A configurable product without a chosen variant
 * only gets the configurationNotSet info; a bundle added without its parts' choices (from a card) opens its page,
 * which is its customisation dialog, and is added from there once every part has a variant. The add is pending,
 * turns into 'working' (the spinner) after 1.5 s, and ends errored or with the site's after-add behaviour (redirect
 * to the cart, the cart popup, or stay), fetching the checkout settings first when the behaviour is unknown. An
 * upsell add waits 200 ms before that. The body of the add travels in the request.
 * The client injects `addItem`, `fetchAfterAdd` and the notify/redirect/popup/customisation actions.
 */
export type AfterAdd = 'redirect' | 'popup' | 'stay';

/** The addItem call without the session pair: the product (or chosen variant), the quantity and its options. */
export interface AddItemBody {
  productId: number;
  qty: number;
  options?: components['schemas']['CartItemOptions'];
}

export interface AddRequest {
  /** The product whose button was pressed (its button shows the spinner). */
  productId: number;
  /** Its page: for a bundle, the customisation dialog. */
  slug: string;
  /** Configurable products (and bundles with a configurable part) need a chosen variant per part. */
  configurable: boolean;
  bundle: boolean;
  /** True when every configurable part (or the product itself) has its variant. */
  variantsChosen: boolean;
  /** From an upsell carousel. */
  upsell?: boolean;
  body: AddItemBody;
}

export interface AddToCartContext {
  afterAdd: AfterAdd | null;
  request: AddRequest | null;
  failure: Failure | null;
}

export type AddToCartEvent =
  /** A button was pressed, with everything the add needs. */
  { type: 'user.addToCart'; request: AddRequest };

export const ADD_SPINNER_MS = 1500;
export const UPSELL_WAIT_MS = 200;

export const addToCartMachine = setup({
  types: {} as { context: AddToCartContext; events: AddToCartEvent; input: { afterAdd: AfterAdd | null } },
  actors: {
    addItem: fromPromise<void, AddItemBody>(async () => {
      throw new Error('addToCartMachine: provide the addItem actor');
    }),
    fetchAfterAdd: fromPromise<AfterAdd>(async () => 'popup'),
  },
  actions: {
    remember: assign((_, params: { request: AddRequest }) => ({ request: params.request, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    notifyConfigurationNotSet: () => {},
    openCustomisation: (_, _params: { slug: string }) => {},
    notifyError: (_, _params: { failure: Failure }) => {},
    redirectToCart: () => {},
    openCartPopup: () => {},
    notifyAdded: () => {},
  },
  guards: {
    needsVariant: ({ context: { request: r } }) => r?.configurable === true && !r.bundle && !r.variantsChosen,
    needsDialog: ({ context: { request: r } }) => r?.bundle === true && r.configurable && !r.variantsChosen,
    wasUpsell: ({ context }) => context.request?.upsell === true,
    afterAddKnown: ({ context }) => context.afterAdd !== null,
    redirects: ({ context }) => context.afterAdd === 'redirect',
    showsPopup: ({ context }) => context.afterAdd === 'popup',
  },
  delays: { spinnerDelay: ADD_SPINNER_MS, upsellWait: UPSELL_WAIT_MS },
}).createMachine({
  id: 'addToCart',
  description: 'The add-to-cart buttons: checks, the add, then the site’s after-add behaviour.',
  context: ({ input }) => ({ afterAdd: input.afterAdd, request: null, failure: null }),
  initial: 'idle',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'checking', 'adding', 'deciding', 'finishing'],
    guards: {
      needsVariant: 'a size or colour is still to choose',
      needsDialog: 'a bundle whose parts need their variants',
      wasUpsell: 'an upsell product was added',
      afterAddKnown: "the site's after-add behaviour is known",
      redirects: 'the site goes to the cart after an add',
      showsPopup: 'the site opens the cart popup after an add',
    },
  },
  states: {
    idle: {
      description: 'The buttons are ready.',
      on: {
        'user.addToCart': {
          target: 'checking',
          description: "'Dodaj u košaricu' is pressed.",
          actions: { type: 'remember', params: ({ event }) => event },
        },
      },
    },
    checking: {
      description: 'Checks the click: a missing variant, a bundle needing its dialog, or ready to add.',
      always: [
        {
          guard: 'needsVariant',
          target: 'idle',
          description: "'Odaberite veličinu' is shown; nothing is added.",
          actions: 'notifyConfigurationNotSet',
        },
        { guard: 'needsDialog', target: 'customising', description: "The bundle's dialog opens." },
        { target: 'adding', description: 'Ready: the product is added.' },
      ],
    },
    customising: {
      description:
        "The bundle's page is its customisation dialog: it opens, and the bundle is added from there once every part has a variant.",
      entry: {
        type: 'openCustomisation',
        params: ({ context }) => ({ slug: context.request?.slug ?? '' }),
      },
      on: {
        'user.addToCart': {
          target: 'checking',
          description: 'The bundle is added from its dialog.',
          actions: { type: 'remember', params: ({ event }) => event },
        },
      },
    },
    adding: {
      description: 'addItem is running; further clicks are ignored.',
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.request?.body ?? { productId: 0, qty: 0 },
        onDone: [
          { guard: 'wasUpsell', target: 'upsellPause', description: 'Added from the upsell.' },
          { target: 'deciding', description: 'Added to the cart.' },
        ],
        onError: {
          target: 'errored',
          description: 'Refused (e.g. out of stock): a toast says why.',
          actions: [
            { type: 'keepFailure', params: ({ event }) => event },
            { type: 'notifyError', params: ({ event }) => ({ failure: failureOf(event.error) }) },
          ],
        },
      },
      initial: 'pending',
      states: {
        pending: {
          description: 'Just clicked: no spinner yet.',
          after: { spinnerDelay: { target: 'working', description: 'Still busy: the spinner shows.' } },
        },
        working: { description: 'Still busy after 1.5 s: the button shows the spinner.' },
      },
    },
    errored: {
      description: 'The add failed; the message was shown and the button can be pressed again.',
      on: {
        'user.addToCart': {
          target: 'checking',
          description: 'The button is pressed again.',
          actions: { type: 'remember', params: ({ event }) => event },
        },
      },
    },
    upsellPause: {
      description: 'An upsell was added: a short pause before the after-add behaviour.',
      after: { upsellWait: { target: 'deciding', description: 'After the short pause.' } },
    },
    deciding: {
      description: 'Added: chooses the after-add behaviour of the site setting.',
      always: [
        { guard: 'afterAddKnown', target: 'finishing', description: 'The behaviour is known.' },
        { target: 'fetchingSettings', description: 'The settings are asked for first.' },
      ],
    },
    fetchingSettings: {
      description: 'The after-add setting is unknown: the checkout settings are fetched first.',
      invoke: {
        id: 'fetchAfterAdd',
        src: 'fetchAfterAdd',
        onDone: {
          target: 'finishing',
          description: 'The setting arrived.',
          actions: assign({ afterAdd: ({ event }) => event.output }),
        },
        onError: {
          target: 'finishing',
          description: 'No setting: the cart popup opens.',
          actions: assign({ afterAdd: 'popup' }),
        },
      },
    },
    finishing: {
      description: 'Redirects to the cart, opens the cart popup, or stays on the page.',
      always: [
        { guard: 'redirects', target: 'idle', description: 'To the cart page.', actions: 'redirectToCart' },
        { guard: 'showsPopup', target: 'idle', description: 'The cart popup opens.', actions: 'openCartPopup' },
        {
          target: 'idle',
          description: "Stays on the page: the spec's 'added to cart' notice says the add was done.",
          actions: 'notifyAdded',
        },
      ],
    },
  },
});

/** What a product's add button shows: 'working' is the spinner of the spec, 1.5 s after the click. */
export type AddButtonStatus = 'idle' | 'pending' | 'working';

export function addButtonStatus(
  snapshot: { matches: (value: { adding: 'pending' | 'working' }) => boolean; context: AddToCartContext },
  productId: number,
): AddButtonStatus {
  if (snapshot.context.request?.productId !== productId) return 'idle';
  if (snapshot.matches({ adding: 'working' })) return 'working';
  return snapshot.matches({ adding: 'pending' }) ? 'pending' : 'idle';
}
