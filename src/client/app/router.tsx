import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.js';
import type { RouterContext } from './router-context.js';
import { NotFound } from './NotFound.js';
import { ErrorPage } from './ErrorPage.js';
import { PageLoader } from '../components/ui/PageLoader.js';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Hovering a link starts its loader, so most navigations find their data cached.
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it (ensureQueryData is cheap when fresh).
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PageLoader,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
