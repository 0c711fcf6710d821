/**
 * The server entry (built by `vite build --ssr` into dist/server): renders one storefront URL to HTML for the
 * #root of index.html, with the query data its loaders fetched (docs/decisions/0106-server-rendering.md).
 * The server renders the anonymous view: no cookie or token reaches these calls, so nothing personal can be in the
 * HTML or its data (docs/decisions/0107-cacheable-anonymous-html.md). The one exception is a guest's own cart and
 * checkout page, never cached, which is given that cart's session (docs/decisions/0123-the-guests-cart-from-the-server.md).
 */
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { RenderPage } from '@shared/page-render.js';
import { normaliseConfig, type ShopConfig } from './app/config.js';
import { createAppRouter } from './app/router.js';
import { createToastStore } from './components/ui/toast/toast-store.js';
import { createApiClient } from './lib/api-client.js';
import { createAuthSession, GUEST } from './lib/auth-session.js';
import { App } from './ssr/App.js';
import { DrawnParts } from './app/lazy-part.js';
import { createShopQueryClient } from './ssr/query-client.js';
import { renderWhole } from './ssr/render-whole.js';
import { prefetchFirstViewCart } from './features/cart/first-view.js';
import { prefetchFirstViewCheckout } from './features/checkout/first-view.js';
import type { SsrState } from './ssr/state.js';

export const renderPage: RenderPage = async (request) => {
  const config = normaliseConfig(request.config as Partial<ShopConfig>);
  const queryClient = createShopQueryClient();
  const toasts = createToastStore();
  // A guest's own cart page is drawn knowing who it is for: no one signed in, and their cart.
  const { cart } = request;
  const auth = createAuthSession(cart ? GUEST : undefined);
  // The origin only builds absolute Request URLs for the in-process fetch; nothing leaves the process.
  const api = createApiClient({ config, baseUrl: 'http://ssr.invalid', fetch: request.fetch });
  const history = createMemoryHistory({ initialEntries: [request.url] });
  const router = createAppRouter({ queryClient, api, config, toasts, auth }, history);
  await router.load();
  const routeIds = router.state.matches.map((match) => match.routeId);
  // A guest's cart page shows their cart and the checkout its first step, read here with their pair (the server's
  // bundle only: none of it is in the browser's first views).
  if (cart && routeIds.includes('/_shop/kosarica')) await prefetchFirstViewCart(queryClient, api, cart);
  if (cart && routeIds.includes('/_shop/naplata/')) await prefetchFirstViewCheckout(queryClient, api, cart);
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
      html: '',
      drawnParts: [],
    };
  }
  // The data as the loaders left it, before the render: what the client's hydration starts from.
  const loaded = { queries: dehydrate(queryClient), ...(cart ? { visitor: 'guest' as const } : {}) } satisfies SsrState;
  const drawn = new Set<string>();
  const html = await renderWhole(
    <DrawnParts.Provider value={drawn}>
      <App queryClient={queryClient} router={router} toasts={toasts} />
    </DrawnParts.Provider>,
  );
  return {
    status: result?.status ?? 200,
    routeIds,
    loaded,
    html,
    drawnParts: [...drawn],
  };
};
