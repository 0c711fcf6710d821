/**
 * The server entry (built by `vite build --ssr` into dist/server): renders one storefront URL to HTML for the
 * #root of index.html, with the query data its loaders fetched (docs/decisions/0106-server-rendering.md).
 * The server renders the anonymous view: no cookie or token reaches these calls, so nothing personal can be in the
 * HTML or its data (docs/decisions/0107-cacheable-anonymous-html.md). The one exception is a guest's own cart and
 * checkout page, never cached, which is given that cart's session (docs/decisions/0123-the-guests-cart-from-the-server.md).
 */
import { dehydrate } from '@tanstack/react-query';
import { RouterContextProvider, Scripts } from '@tanstack/react-router';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import type { RenderedPage, RenderPage } from '@shared/page-render.js';
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

/** Builds absolute URLs for the router and the in-process fetch; nothing leaves the process. */
const SSR_ORIGIN = 'http://ssr.invalid';

/** The router's own page answer: its status, or where a route sent the visitor instead. */
const noBody = (status: number) => new Response(null, { status });

export const renderPage: RenderPage = async (request) => {
  const config = normaliseConfig(request.config as Partial<ShopConfig>);
  const queryClient = createShopQueryClient('server');
  const toasts = createToastStore();
  // A guest's own cart page is drawn knowing who it is for: no one signed in, and their cart.
  const { cart } = request;
  const auth = createAuthSession(cart ? GUEST : undefined);
  const api = createApiClient({ config, baseUrl: SSR_ORIGIN, fetch: request.fetch });
  let page: Omit<RenderedPage, 'status'> | undefined;
  // TanStack Router's server rendering (docs/decisions/0188-router-server-rendering-api.md): the handler matches and
  // loads the URL on a server history, answers a route's redirect itself, and dehydrates the router for `hydrate`.
  const handle = createRequestHandler({
    request: new Request(new URL(request.url, SSR_ORIGIN)),
    createRouter: () => createAppRouter({ queryClient, api, config, toasts, auth }),
  });
  const answer = await handle(async ({ router }) => {
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
    // The data as the loaders left it, before the render: what the client's hydration starts from.
    const loaded = {
      queries: dehydrate(queryClient),
      ...(cart ? { visitor: 'guest' as const } : {}),
    } satisfies SsrState;
    const drawn = new Set<string>();
    const html = await renderWhole(
      <DrawnParts.Provider value={drawn}>
        <App queryClient={queryClient} router={router} toasts={toasts} />
      </DrawnParts.Provider>,
    );
    // The router's dehydrated state, for `hydrate` in the browser: the scripts its <Scripts> draws, outside #root.
    const routerScripts = await renderWhole(
      <RouterContextProvider router={router}>
        <Scripts />
      </RouterContextProvider>,
    );
    page = { routeIds, loaded, html, drawnParts: [...drawn], routerScripts };
    return noBody(getSsrStatus(router));
  });
  if (!page) {
    // A route's redirect (beforeLoad's `redirect`), answered by the handler.
    return {
      status: answer.status,
      redirect: answer.headers.get('Location') ?? '/',
      loaded: null,
      routeIds: [],
      html: '',
      drawnParts: [],
      routerScripts: '',
    };
  }
  return { status: answer.status, ...page };
};
