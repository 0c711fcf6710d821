import { Suspense } from 'react';
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.js';
import { NotFound } from '../app/NotFound.js';
import { ErrorPage } from '../app/ErrorPage.js';
import { useAuthStatus } from '../lib/auth-session.js';
import { lazyPart } from '../app/lazy-part.js';

/**
 * The maintenance view, which no open shop shows, loads apart (docs/targets.md P1); in maintenance the server draws
 * it and the browser loads it before hydrating (docs/decisions/0119-lazy-parts-before-hydration.md).
 */
const Maintenance = lazyPart('Maintenance', () =>
  import('../app/Maintenance.js').then((m) => ({ default: m.Maintenance })),
);

/**
 * Maintenance mode shows only the maintenance view to everyone except back-office users (their
 * session is restored after first paint). The admin routes stay reachable: that is where a
 * back-office user signs in.
 */
function Root() {
  const { config, auth } = Route.useRouteContext();
  const isBackofficeUser = useAuthStatus(auth).user?.isBackofficeUser === true;
  const onAdmin = useRouterState({ select: (s) => /^\/admin/i.test(s.location.pathname) });
  if (config.maintenance && !isBackofficeUser && !onAdmin)
    return (
      <Suspense fallback={null}>
        <Maintenance siteName={config.siteName} />
      </Suspense>
    );
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
});
