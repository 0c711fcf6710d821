import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { loadConfig } from './app/config.js';
import { installReloadGuard } from './app/reload-guard.js';
import { createApiClient } from './lib/api-client.js';
import { createToastStore } from './components/ui/toast/toast-store.js';
import { createAppRouter } from './app/router.js';
import { createAuthSession, GUEST } from './lib/auth-session.js';
import { wishedStore } from './features/wishlist/store.js';
import { App } from './ssr/App.js';
import { createShopQueryClient } from './ssr/query-client.js';
import { readDrawnParts, readSsrState } from './ssr/state.js';
import { preloadParts } from './app/lazy-part.js';
import { setHydrating } from './ssr/hydration-phase.js';
import { yieldToMain } from './ssr/yield-to-main.js';
import './app/styles/base.css';

installReloadGuard();

async function start() {
  // The modules this one imports have just been evaluated, in this task: the boot goes on in the next.
  await yieldToMain();
  const config = await loadConfig();
  const toasts = createToastStore();
  // The server's page carries the data its loaders fetched: the loaders below find it and ask for nothing again.
  const ssrState = readSsrState();
  const auth = createAuthSession(ssrState?.visitor === 'guest' ? GUEST : undefined);
  const api = createApiClient({
    config,
    notify: toasts.show,
    // The Croatian error table loads with the first failed call, not with every first view.
    errorText: (error) => import('./lib/error-texts.js').then((m) => m.errorText(error)),
    auth,
  });
  const queryClient = createShopQueryClient();
  if (ssrState) {
    hydrate(queryClient, ssrState.queries);
    setHydrating(true);
  }
  const router = createAppRouter({ queryClient, api, config, toasts, auth });
  const cart = () =>
    import('./features/cart/runtime-loader.js').then((m) =>
      m.loadCartRuntime({ api, queryClient, toasts, navigate: (to) => void router.navigate({ to }) }),
    );
  // The auth machine (and XState) load after first paint (the first-view budget); the refresh cookie then restores the session.
  const startAuth = () =>
    auth.attachRuntime(
      import('./features/auth/runtime.js').then(({ startAuthRuntime }) =>
        startAuthRuntime({
          session: auth,
          api,
          toasts,
          queryClient,
          origin: window.location.origin,
          navigate: (path) => void router.history.push(path),
          currentPath: () => router.state.location.pathname,
          fetchCartSession: async () => {
            const [runtime, { mergeAbandonedCart }] = await Promise.all([
              cart(),
              import('./features/cart/abandoned.js'),
            ]);
            await mergeAbandonedCart(runtime);
          },
          clearCartSession: () => void cart().then((runtime) => runtime.session.send({ type: 'session.clear' })),
          fetchWishlist: () =>
            import('./features/wishlist/api/wishlist-calls.js').then(async (m) => {
              wishedStore.set(await queryClient.fetchQuery(m.wishedIdsQuery(api)));
            }),
        }),
      ),
    );
  const startAuthWhenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(startAuth, { timeout: 1500 });
    else setTimeout(startAuth, 1);
  };

  const rootElement = document.getElementById('root')!;
  if (!ssrState) {
    startAuthWhenIdle();
    createRoot(rootElement).render(<App queryClient={queryClient} router={router} toasts={toasts} />);
    return;
  }
  const hydrated = () => {
    setHydrating(false);
    // The clicks the server page's inline script held (src/shared/early-clicks.ts) now reach React; the script
    // replays each once React has taken over its element.
    window.__releaseEarlyClicks?.();
    // Loaded apart: it is needed once, after the first view (docs/targets.md P1).
    void import('./ssr/whole-page-hydrated.js').then(({ whenWholePageHydrated }) =>
      whenWholePageHydrated(rootElement, (whole) => {
        // What a journey waits for after a load (tests/e2e/fixtures.ts): every part of the page answers now.
        if (whole) rootElement.dataset.hydrated = '';
        // After hydration: a session status arriving into a part still hydrating would make React drop its HTML.
        startAuthWhenIdle();
      }),
    );
  };
  // Hydration (docs/decisions/0106-server-rendering.md): the matched routes' chunks, the lazy parts the server
  // drew (docs/decisions/0119-lazy-parts-before-hydration.md) and the data are loaded first, so the first client
  // render is the server's, live at once. The router takes its state from the server's page through its public
  // `hydrate` (docs/decisions/0188-router-server-rendering-api.md) and renders the same boundaries the server did.
  // The server's HTML has been drawn before this module was even asked for (docs/decisions/0122-scripts-after-first-paint.md).
  // Each step in a task of its own (docs/decisions/0125-the-boot-in-short-tasks.md): done in one, the modules'
  // evaluation, the router's start and hydration held a phone's main thread for over 100 ms.
  await yieldToMain();
  await hydrateRouter(router);
  await preloadParts(readDrawnParts());
  await yieldToMain();
  hydrateRoot(rootElement, <App queryClient={queryClient} router={router} toasts={toasts} onCommitted={hydrated} />);
}

void start();
