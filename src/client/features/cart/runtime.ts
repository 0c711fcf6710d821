/**
 * The cart runtime, loaded after first paint or on the first add (it brings XState): the cart session and
 * add-to-cart machines with their effects over the real API. Prices are never computed here: every call
 * answers the server-priced cart, which replaces the cached one (DECISIONS 11).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import {
  cartSessionMachine,
  DEAD_SESSION_MESSAGES,
  type CartSessionPair,
} from '@machines/cart-session/cart-session.machine.js';
import { addToCartMachine, type AfterAdd } from '@machines/add-to-cart/add-to-cart.machine.js';
import { personalisationSyncMachine } from '@machines/personalisation-sync/personalisation-sync.machine.js';
import { serviceLinesConsistent } from './consistency.js';
import type { ApiClient } from '../../lib/api-client.js';
import { isApiError } from '../../lib/api-error.js';
import { translateServerMessage } from '../../lib/i18n.js';
import type { ToastStore } from '../../components/ui/toast/toast-store.js';
import * as calls from './api/cart-calls.js';
import { publishCart } from './cart-query.js';
import { addBodyOf, type AddBody, type AddInput } from './payload.js';
import { clearCartSession, readCartSession, saveCartSession } from './session-cookies.js';
import { cartTexts } from './texts.js';
import { cartModal } from './ui-store.js';

export interface CartRuntimeDeps {
  api: ApiClient;
  queryClient: QueryClient;
  toasts: ToastStore;
  navigate: (path: string) => void;
}

export interface CartRuntime {
  add(input: AddInput): void;
  /** Runs a cart call with the current pair (created first when `create`), publishing the answered cart. */
  call(run: (session: CartSessionPair) => Promise<calls.Cart>, create?: boolean): Promise<calls.Cart>;
  session: Actor<typeof cartSessionMachine>;
  adder: Actor<typeof addToCartMachine>;
  /** Croatian text of a failed call. */
  messageOf(error: unknown): string;
  deps: CartRuntimeDeps;
}

export function startCartRuntime(deps: CartRuntimeDeps): CartRuntime {
  const { api, queryClient, toasts } = deps;
  const messageOf = (error: unknown) =>
    isApiError(error)
      ? translateServerMessage(error.message, error.code)
      : error instanceof Error
        ? error.message
        : String(error);

  const session = createActor(
    cartSessionMachine.provide({
      actors: { createSession: fromPromise(() => calls.newSession(api)) },
      actions: {
        saveCookies: (_, p) => saveCartSession(p.session),
        clearCookies: () => {
          clearCartSession();
          publishCart(queryClient, null);
        },
        notifyFailure: () => void toasts.show({ kind: 'error', message: translateServerMessage('Failed to fetch') }),
      },
    }),
    { input: { session: readCartSession() } },
  ).start();

  async function pair(create: boolean): Promise<CartSessionPair> {
    // Logout (auth runtime) expires the cookies behind our back: follow them.
    if (!readCartSession() && session.getSnapshot().context.session) session.send({ type: 'session.clear' });
    if (create) session.send({ type: 'session.ensure' });
    const done = await waitFor(session, (s) => !s.matches('creating') && !s.matches('starting'));
    if (!done.context.session) throw new Error(cartTexts.removeFailed);
    return done.context.session;
  }

  // The server derives the service lines (DECISIONS 11); the sync only re-reads until they match what we see.
  const sync = createActor(
    personalisationSyncMachine.provide({
      actors: {
        readCart: fromPromise(async () => {
          const current = readCartSession();
          if (!current) return { consistent: true };
          const cart = await calls.getCart(api, current);
          publishCart(queryClient, cart);
          return { consistent: serviceLinesConsistent(cart) };
        }),
      },
    }),
    { input: undefined },
  ).start();

  async function call(
    run: (s: CartSessionPair) => Promise<calls.Cart>,
    create = false,
    retried = false,
  ): Promise<calls.Cart> {
    const current = await pair(create);
    try {
      const cart = await run(current);
      publishCart(queryClient, cart);
      sync.send({ type: 'cart.changed' });
      for (const m of cart.messages) toasts.show({ kind: 'info', message: m.message });
      return cart;
    } catch (error) {
      if (isApiError(error) && DEAD_SESSION_MESSAGES.includes(error.message)) {
        session.send({ type: 'cart.failed', status: error.statusCode, message: error.message });
        // A cart that was ordered or archived: the add goes into a fresh cart once.
        if (create && !retried) return call(run, true, true);
      }
      throw error;
    }
  }

  let nextAdd: AddBody | null = null;
  let upsellSlug: string | null = null;
  const adder = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async () => {
          const body = nextAdd!;
          await call((s) => calls.addItem(api, s, body.productId, body.qty, body.options), true);
        }),
        fetchAfterAdd: fromPromise<AfterAdd>(() => calls.afterAddSetting(api)),
      },
      actions: {
        notifyConfigurationNotSet: () => void toasts.show({ kind: 'info', message: cartTexts.configurationNotSet }),
        notifyError: (_, p) => void toasts.show({ kind: 'error', message: translateServerMessage(p.message) }),
        redirectToCart: () => deps.navigate('/kosarica'),
        openCartPopup: () => cartModal.set(true),
      },
    }),
    { input: { afterAdd: null } },
  ).start();

  return {
    deps,
    session,
    adder,
    call,
    messageOf,
    add(input) {
      const format = input.product.format;
      const bundle = format === 'bundle';
      nextAdd = addBodyOf(input);
      upsellSlug = bundle && !input.options?.bundleParts ? input.product.slug : null;
      const variantsChosen = bundle
        ? Boolean(input.options?.bundleParts)
        : format !== 'configurable' || Boolean(input.options?.variantId);
      adder.send({
        type: 'user.addToCart',
        request: {
          productId: nextAdd.productId,
          configurable: bundle || format === 'configurable',
          bundle,
          variantsChosen,
          upsell: input.options?.upsell,
        },
      });
      // A bundle added from a card: its page is the customisation dialog (every part's size is chosen there).
      if (adder.getSnapshot().matches('customising') && upsellSlug) {
        adder.send({ type: 'dialog.close' });
        deps.navigate(`/product/${upsellSlug}`);
      }
    },
  };
}
