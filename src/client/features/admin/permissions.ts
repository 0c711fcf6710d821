import { useRouteContext } from '@tanstack/react-router';
import { can, type Permission } from '@shared/permissions.js';
import { useAuthStatus } from '../../lib/auth-session.js';

/**
 * What the signed-in staff member's role allows (docs/decisions/0200-staff-roles-and-permissions.md): menus and
 * buttons show only that. The server checks the same permissions on every call; this only hides what would be refused.
 */
export function useCan(): (permission: Permission) => boolean {
  const { auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const scope = session.status === 'authenticated' ? session.user?.scope : null;
  return (permission) => can(scope, permission);
}
