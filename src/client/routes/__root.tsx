import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.js';
import { Maintenance } from '../app/Maintenance.js';
import { NotFound } from '../app/NotFound.js';
import { ErrorPage } from '../app/ErrorPage.js';
import { useAuthStatus } from '../lib/auth-session.js';

/**
 * Maintenance mode shows only the maintenance view to everyone except back-office users (their
 * session is restored after first paint). The admin routes stay reachable: that is where a
 * back-office user signs in.
 */
function Root() {
  const { config, auth } = Route.useRouteContext();
  const isBackofficeUser = useAuthStatus(auth).user?.isBackofficeUser === true;
  const onAdmin = useRouterState({ select: (s) => /^\/admin/i.test(s.location.pathname) });
  if (config.maintenance && !isBackofficeUser && !onAdmin) return <Maintenance siteName={config.siteName} />;
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
});
