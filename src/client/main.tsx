import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { loadConfig } from './app/config.js';
import { installReloadGuard } from './app/reload-guard.js';
import { createApiClient } from './lib/api-client.js';
import { createToastStore } from './components/ui/toast/toast-store.js';
import { Toaster } from './components/ui/toast/Toaster.js';
import { createAppRouter } from './app/router.js';
import { createAuthSession } from './lib/auth-session.js';
import { wishedStore } from './features/wishlist/store.js';
import './app/styles/base.css';

installReloadGuard();

async function start() {
  const config = await loadConfig();
  const toasts = createToastStore();
  const auth = createAuthSession();
  const api = createApiClient({
    config,
    notify: toasts.show,
    // The Croatian error table loads with the first failed call, not with every first view.
    errorText: (error) => import('./lib/error-texts.js').then((m) => m.errorText(error)),
    auth,
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      // CMS and catalogue data change rarely; a minute keeps navigation instant.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
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
  if ('requestIdleCallback' in window) window.requestIdleCallback(startAuth, { timeout: 1500 });
  else setTimeout(startAuth, 1);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster store={toasts} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
