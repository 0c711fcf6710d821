import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.js';
import type { RouterContext } from './router-context.js';
import { NotFound } from './NotFound.js';
import { ErrorPage } from './ErrorPage.js';
import { PageLoader } from '../components/ui/PageLoader.js';

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
