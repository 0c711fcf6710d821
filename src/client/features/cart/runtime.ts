/**
 * The cart runtime, loaded after first paint or on the first add (it brings XState): the cart session,
 * add-to-cart and personalisation sync machines with their effects over the real API. Prices are never computed
 * here: every call answers the server-priced cart, which replaces the cached one
 * (docs/decisions/0019-service-lines-recomputed-on-server.md).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import {
  cartSessionMachine,
  CLOSED_CART_CODES,
  DEAD_SESSION_CODES,
  type CartSessionPair,
} from '@machines/cart-session/cart-session.machine.js';
import {
  addButtonStatus,
  addToCartMachine,
  type AddButtonStatus,
  type AfterAdd,
} from '@machines/add-to-cart/add-to-cart.machine.js';
import { personalisationSyncMachine } from '@machines/personalisation-sync/personalisation-sync.machine.js';
import { serviceLinesConsistent } from './consistency.js';
import type { ApiClient } from '../../lib/api-client.js';
import { ApiError, isApiError } from '../../lib/api-error.js';
import { errorText } from '../../lib/error-texts.js';
import type { ToastStore } from '../../components/ui/toast/toast-store.js';
import * as calls from './api/cart-calls.js';
import { publishCart } from './cart-query.js';
import { addRequestOf, type AddInput } from './payload.js';
import { clearCartSession, readCartSession, saveCartSession } from './session-cookies.js';
import { cartTexts } from './texts.js';
import { cartGoneAlert, cartModal } from './ui-store.js';

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
  /** The cart of the session, or null without one; a pair the server no longer knows ends the session. */
  readCart(): Promise<calls.Cart | null>;
  /** What a product's add button shows, from the add-to-cart machine. */
  addStatus(productId: number): AddButtonStatus;
  session: Actor<typeof cartSessionMachine>;
  adder: Actor<typeof addToCartMachine>;
  deps: CartRuntimeDeps;
}

/**
 * What a cart line and the side panel use of the runtime: its dependencies and `call`. The cart page gets it before
 * the runtime has loaded (use-cart.ts), so a cart drawn by the server is live as soon as it is hydrated.
 */
export type CartCalls = Pick<CartRuntime, 'deps' | 'call'>;

/** The answer to a cart fetch that says the pair is dead (400 or 409, or one of the dead-session codes). */
const deadPair = (error: ApiError) => [400, 404, 409].includes(error.statusCode);

export function startCartRuntime(deps: CartRuntimeDeps): CartRuntime {
  const { api, queryClient, toasts } = deps;
  const session = createActor(
    cartSessionMachine.provide({
      actors: { createSession: fromPromise(() => calls.newSession(api)) },
      actions: {
        saveCookies: (_, p) => saveCartSession(p.session),
        clearCookies: () => {
          clearCartSession();
          publishCart(queryClient, null);
        },
        // docs/decisions/0231-cart-rules-after-add-and-closed-carts.md: home, and the alert says why.
        leaveClosedCart: (_, p) => {
          cartModal.set(false);
          cartGoneAlert.set(errorText({ code: p.code, status: 409 }));
          deps.navigate('/');
        },
      },
    }),
    { input: { session: readCartSession() } },
  ).start();

  async function pair(create: boolean): Promise<CartSessionPair> {
    if (create) session.send({ type: 'session.ensure' });
    const done = await waitFor(session, (s) => !s.matches('creating') && !s.matches('starting'));
    if (done.context.session) return done.context.session;
    // No cart could be made: the reason (a busy shop's door, no network) is the add's failure, said once.
    if (create && done.context.failure) throw done.context.failure;
    throw new ApiError({ message: 'No cart session', code: 'SESSION_NOT_FOUND', statusCode: 404 });
  }

  // The server derives the service lines; the sync only re-reads until they match what we see.
  const sync = createActor(
    personalisationSyncMachine.provide({
      actors: {
        readCart: fromPromise(async () => {
          const cart = await readCart();
          return { consistent: cart ? serviceLinesConsistent(cart) : true };
        }),
      },
    }),
    { input: undefined },
  ).start();

  async function readCart(): Promise<calls.Cart | null> {
    const current = session.getSnapshot().context.session;
    if (!current) return null;
    try {
      const cart = await calls.getCart(api, current);
      publishCart(queryClient, cart);
      return cart;
    } catch (error) {
      if (!isApiError(error) || !deadPair(error)) throw error;
      session.send({ type: 'cart.failed', status: error.statusCode, code: error.code });
      return null;
    }
  }

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
      if (isApiError(error) && DEAD_SESSION_CODES.includes(error.code)) {
        session.send({ type: 'cart.failed', status: error.statusCode, code: error.code });
        // A cart the server forgot: the add goes into a fresh cart once. An archived or ordered one sends the
        // shopper home with the alert instead (the session machine's leaveClosedCart).
        if (create && !retried && !CLOSED_CART_CODES.includes(error.code)) return call(run, true, true);
      }
      throw error;
    }
  }

  const adder = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }) => {
          await call((s) => calls.addItem(api, s, input.productId, input.qty, input.options), true);
        }),
        fetchAfterAdd: fromPromise<AfterAdd>(() => calls.afterAddSetting(api)),
      },
      actions: {
        notifyConfigurationNotSet: () => void toasts.show({ kind: 'info', message: cartTexts.configurationNotSet }),
        // A bundle's page is its customisation dialog: every part's size is chosen there.
        openCustomisation: (_, p) => deps.navigate(`/product/${p.slug}`),
        // A closed cart is said by the alert on the home page, not by a toast as well.
        notifyError: (_, p) =>
          void (
            CLOSED_CART_CODES.includes(p.failure.code) || toasts.show({ kind: 'error', message: errorText(p.failure) })
          ),
        redirectToCart: () => deps.navigate('/kosarica'),
        openCartPopup: () => cartModal.set(true),
        notifyAdded: () =>
          void toasts.show({
            kind: 'success',
            message: cartTexts.addedToast,
            link: { href: '/kosarica', label: cartTexts.title },
          }),
      },
    }),
    { input: { afterAdd: null } },
  ).start();

  return {
    deps,
    session,
    adder,
    call,
    readCart,
    add: (input) => adder.send({ type: 'user.addToCart', request: addRequestOf(input) }),
    addStatus: (productId) => addButtonStatus(adder.getSnapshot(), productId),
  };
}
