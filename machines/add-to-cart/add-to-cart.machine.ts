import { assign, fromPromise, setup } from 'xstate';

/**
 * One add-to-cart button (shop.md 4 "Adding to cart"). A configurable product without a chosen variant only gets
 * the configurationNotSet info; a bundle with a configurable part opens the customisation dialog and adds once
 * every part has a variant. The add is pending, turns into 'working' (the spinner) after 1.5 s, and ends
 * errored or with the site's after-add behaviour (redirect to the cart, the cart popup, or stay), fetching the
 * checkout settings first when the behaviour is unknown. An upsell add waits 200 ms before that.
 * The client injects `addItem`, `fetchAfterAdd` and the notify/redirect/popup actions.
 */
export type AfterAdd = 'redirect' | 'popup' | 'stay';

export interface AddRequest {
  productId: number;
  /** Configurable products (and bundles with a configurable part) need a chosen variant per part. */
  configurable: boolean;
  bundle: boolean;
  /** True when every configurable part (or the product itself) has its variant. */
  variantsChosen: boolean;
  /** From an upsell carousel. */
  upsell?: boolean;
}

export interface AddToCartContext {
  afterAdd: AfterAdd | null;
  request: AddRequest | null;
  error: string | null;
}

export type AddToCartEvent =
  | { type: 'user.addToCart'; request: AddRequest }
  /** The customisation dialog: every part chosen, the visitor confirms. */
  | { type: 'dialog.confirm'; request: AddRequest }
  | { type: 'dialog.close' };

export const ADD_SPINNER_MS = 1500;
export const UPSELL_WAIT_MS = 200;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const addToCartMachine = setup({
  types: {} as { context: AddToCartContext; events: AddToCartEvent; input: { afterAdd: AfterAdd | null } },
  actors: {
    addItem: fromPromise<void, AddRequest>(async () => {
      throw new Error('addToCartMachine: provide the addItem actor');
    }),
    fetchAfterAdd: fromPromise<AfterAdd>(async () => 'popup'),
  },
  actions: {
    remember: assign(({ event }) => (event.type === 'user.addToCart' ? { request: event.request, error: null } : {})),
    notifyConfigurationNotSet: () => {},
    notifyError: (_, _params: { message: string }) => {},
    redirectToCart: () => {},
    openCartPopup: () => {},
  },
  guards: {
    needsVariant: ({ context: { request: r } }) => r !== null && r.configurable && !r.bundle && !r.variantsChosen,
    needsDialog: ({ context: { request: r } }) => r !== null && r.bundle && r.configurable && !r.variantsChosen,
    ready: (_, params: { request: AddRequest }) => params.request.variantsChosen || !params.request.configurable,
    wasUpsell: ({ context }) => context.request?.upsell === true,
    afterAddKnown: ({ context }) => context.afterAdd !== null,
    redirects: ({ context }) => context.afterAdd === 'redirect',
    showsPopup: ({ context }) => context.afterAdd === 'popup',
  },
  delays: { spinnerDelay: ADD_SPINNER_MS, upsellWait: UPSELL_WAIT_MS },
}).createMachine({
  id: 'addToCart',
  description: 'One add-to-cart button: checks, the add, then the site’s after-add behaviour.',
  context: ({ input }) => ({ afterAdd: input.afterAdd, request: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The button is ready.',
      on: { 'user.addToCart': { target: 'checking', actions: 'remember' } },
    },
    checking: {
      description: 'Checks the click: a missing variant, a bundle needing its dialog, or ready to add.',
      always: [
        { guard: 'needsVariant', target: 'idle', actions: 'notifyConfigurationNotSet' },
        { guard: 'needsDialog', target: 'customising' },
        { target: 'adding' },
      ],
    },
    customising: {
      description: 'The bundle customisation dialog is open; adding waits until every part has a variant.',
      on: {
        'dialog.close': 'idle',
        'dialog.confirm': {
          guard: { type: 'ready', params: ({ event }) => ({ request: event.request }) },
          target: 'adding',
          actions: assign({ request: ({ event }) => event.request, error: null }),
        },
      },
    },
    adding: {
      description: 'addItem is running; further clicks are ignored.',
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.request!,
        onDone: [{ guard: 'wasUpsell', target: 'upsellPause' }, { target: 'deciding' }],
        onError: {
          target: 'errored',
          actions: [
            assign({ error: ({ event }) => message(event.error) }),
            { type: 'notifyError', params: ({ event }) => ({ message: message(event.error) }) },
          ],
        },
      },
      initial: 'pending',
      states: {
        pending: { description: 'Just clicked: no spinner yet.', after: { spinnerDelay: 'working' } },
        working: { description: 'Still busy after 1.5 s: the spinner shows.' },
      },
    },
    errored: {
      description: 'The add failed; the message was shown and the button can be pressed again.',
      on: { 'user.addToCart': { target: 'checking', actions: 'remember' } },
    },
    upsellPause: {
      description: 'An upsell was added: a short pause before the after-add behaviour.',
      after: { upsellWait: 'deciding' },
    },
    deciding: {
      description: 'Added: chooses the after-add behaviour of the site setting.',
      always: [{ guard: 'afterAddKnown', target: 'finishing' }, { target: 'fetchingSettings' }],
    },
    fetchingSettings: {
      description: 'The after-add setting is unknown: the checkout settings are fetched first.',
      invoke: {
        id: 'fetchAfterAdd',
        src: 'fetchAfterAdd',
        onDone: { target: 'finishing', actions: assign({ afterAdd: ({ event }) => event.output }) },
        onError: { target: 'finishing', actions: assign({ afterAdd: 'popup' }) },
      },
    },
    finishing: {
      description: 'Redirects to the cart, opens the cart popup, or stays on the page.',
      always: [
        { guard: 'redirects', target: 'idle', actions: 'redirectToCart' },
        { guard: 'showsPopup', target: 'idle', actions: 'openCartPopup' },
        { target: 'idle' },
      ],
    },
  },
});
