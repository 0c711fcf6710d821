import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Tells a machine about every navigation to another path (a search-only change does not count): menus close,
 * the header search drops its results. The router's own event, so no effect has to watch the path.
 */
export function useRouteChanged(actor: { send: (event: { type: 'route.changed' }) => void }): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) actor.send({ type: 'route.changed' });
      }),
    [router, actor],
  );
}
