import { type RouterHistory, createRouter, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.js';
import type { RouterContext } from './router-context.js';
import { NotFound } from './NotFound.js';
import { ErrorPage } from './ErrorPage.js';
import { PageLoader } from '../components/ui/PageLoader.js';

/**
 * A text parameter goes into the address as typed ('?broj=1024', '?search=2025'): the default quotes a string that
 * reads as a number ('?broj=%221024%22'), so an e-mail's order link or a typed search was redirected to that form.
 * The readers take the number back as its digits (src/shared/search-params.ts).
 */
export const stringifyShopSearch = stringifySearchWith(JSON.stringify);

/** `history`: the server renders from a memory history of the requested URL (docs/decisions/0106-server-rendering.md). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // Hovering a link starts its loader, so most navigations find their data cached.
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it (ensureQueryData is cheap when fresh).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorPage,
    stringifySearch: stringifyShopSearch,
    // In the browser only: on the server it would inline a script the CSP does not allow; the browser restores
    // the position itself after hydration.
    scrollRestoration: typeof document !== 'undefined',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
