/**
 * The server entry (built by `vite build --ssr` into dist/server): renders one storefront URL to HTML for the
 * #root of index.html, with the query data its loaders fetched (docs/decisions/0106-server-rendering.md).
 * The server renders the anonymous view: no cookie or token reaches these calls, so nothing personal can be in the
 * HTML or its data (docs/decisions/0107-cacheable-anonymous-html.md). The one exception is a guest's own cart and
 * checkout page, never cached, which is given that cart's session (docs/decisions/0123-the-guests-cart-from-the-server.md).
 */
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { RenderPage } from '@shared/page-render.js';
import { normaliseConfig, type ShopConfig } from './app/config.js';
import { createAppRouter } from './app/router.js';
import { createToastStore } from './components/ui/toast/toast-store.js';
import { createApiClient } from './lib/api-client.js';
import { createAuthSession } from './lib/auth-session.js';
import { App } from './ssr/App.js';
import { DrawnParts } from './app/lazy-part.js';
import { createShopQueryClient } from './ssr/query-client.js';
import { CART_KEY } from './features/cart/cart-query.js';
import { getCart } from './features/cart/api/cart-calls.js';
import type { SsrState } from './ssr/state.js';

export const renderPage: RenderPage = async (request) => {
  const config = normaliseConfig(request.config as Partial<ShopConfig>);
  const queryClient = createShopQueryClient();
  const toasts = createToastStore();
  const auth = createAuthSession();
  // The origin only builds absolute Request URLs for the in-process fetch; nothing leaves the process.
  const api = createApiClient({ config, baseUrl: 'http://ssr.invalid', fetch: request.fetch });
  const history = createMemoryHistory({ initialEntries: [request.url] });
  const router = createAppRouter({ queryClient, api, config, toasts, auth }, history);
  // The cart as the browser's cart query would read it: a pair the server no longer knows leaves no data, and the
  // page then fills in after hydration as it does for everyone else.
  const { cart } = request;
  if (cart) await queryClient.prefetchQuery({ queryKey: CART_KEY, queryFn: () => getCart(api, cart), retry: false });
  await router.load();
  // Loaders may start prefetches they do not wait for (the footer's columns): the page holds them too.
  while (queryClient.isFetching() > 0) {
    await Promise.all(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise?.catch(() => undefined)),
    );
  }
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const { redirect } = result;
    const location = redirect.headers.get('Location') ?? redirect.options.href ?? '/';
    return {
      status: redirect.status,
      redirect: location,
      loaded: null,
      routeIds: [],
      pipe: (out) => void out.end(),
      drawnParts: () => [],
    };
  }
  const drawn = new Set<string>();
  return {
    status: result?.status ?? 200,
    routeIds: router.state.matches.map((match) => match.routeId),
    loaded: { queries: dehydrate(queryClient) } satisfies SsrState,
    drawnParts: () => [...drawn],
    pipe(out) {
      const app = (
        <DrawnParts.Provider value={drawn}>
          <App queryClient={queryClient} router={router} toasts={toasts} />
        </DrawnParts.Provider>
      );
      const stream = renderToPipeableStream(app, {
        // Everything is loaded before the first byte, so the HTML comes complete and in order, with no inline
        // Suspense scripts the CSP would have to allow.
        onAllReady: () => stream.pipe(out),
        // No boundary is moved out of line and revealed by script: the HTML stays in document order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: (error) => out.destroy(error instanceof Error ? error : new Error(String(error))),
        onError: (error) => console.error('[ssr]', error),
      });
    },
  };
};
