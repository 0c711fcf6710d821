/**
 * The wishlist runtime (lazy, with XState): follows the auth session (loaded after login, emptied on logout),
 * toggles with the idempotent add/remove and publishes the id set for the hearts.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import { wishlistMachine } from '@machines/wishlist/wishlist.machine.js';
import type { ApiClient } from '../../lib/api-client.js';
import type { AuthSession } from '../../lib/auth-session.js';
import type { ToastStore } from '../../components/ui/toast/toast-store.js';
import { setWished, wishedIdsQuery } from './api/wishlist-calls.js';
import { wishedStore } from './store.js';
import { wishlistTexts } from './texts.js';
import { loginHrefBackTo } from '../../lib/login-href.js';

export interface WishlistRuntimeDeps {
  api: ApiClient;
  auth: AuthSession;
  toasts: ToastStore;
  queryClient: QueryClient;
}

export function startWishlistRuntime({
  api,
  auth,
  toasts,
  queryClient,
}: WishlistRuntimeDeps): Actor<typeof wishlistMachine> {
  const loggedIn = () => auth.getStatus().status === 'authenticated';
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        fetchIds: fromPromise(() => queryClient.fetchQuery(wishedIdsQuery(api))),
        saveChange: fromPromise(({ input }) => setWished(api, input.productId, input.wished)),
      },
      actions: {
        notifyLoginRequired: () =>
          void toasts.show({
            kind: 'info',
            message: wishlistTexts.login,
            link: { href: loginHrefBackTo(window.location), label: wishlistTexts.loginLink },
          }),
        notifyChanged: (_, p) => {
          toasts.show({ kind: 'success', message: p.wished ? wishlistTexts.added : wishlistTexts.removed });
          // The profile tab's pages are refetched when shown next; nothing of 9999 rows is loaded here.
          void queryClient.invalidateQueries({ queryKey: ['wishlist', 'page'] });
        },
        notifyError: () => void toasts.show({ kind: 'error', message: wishlistTexts.failed }),
      },
    }),
    { input: { loggedIn: loggedIn() } },
  );
  actor.subscribe((s) => wishedStore.set(s.context.ids));
  let was = loggedIn();
  auth.subscribe(() => {
    const now = loggedIn();
    if (now !== was) actor.send({ type: now ? 'auth.loggedIn' : 'auth.loggedOut' });
    was = now;
  });
  return actor.start();
}
