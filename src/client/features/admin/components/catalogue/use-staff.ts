import { useRouteContext } from '@tanstack/react-router';
import { useAuthStatus } from '../../../../lib/auth-session.js';

/** The api client and whether a back-office user is signed in (the catalogue screens wait for one). */
export function useStaff() {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  return {
    api,
    admin: session.status === 'authenticated' && session.user?.isBackofficeUser === true,
    checking: session.status === 'unknown',
  };
}
