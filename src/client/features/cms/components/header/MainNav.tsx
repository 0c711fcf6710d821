import { Suspense } from 'react';
import type { NavigationItem } from '../../../../lib/api-types.js';
import { MainNavView, type MainNavController } from './MainNavView.js';
import { lazyPart } from '../../../../app/lazy-part.js';

const MainNavLive = lazyPart('MainNavLive', () => import('./MainNavLive.js'));

/** Until the machine's chunk arrives the same markup renders with closed panels (links work). */
const inert: MainNavController = { isOpen: () => false, hover: () => {}, toggle: () => {}, leave: () => {} };

/**
 * The desktop navigation. The first paint needs no XState (docs/targets.md P1): the interactive version
 * replaces the identical static markup a moment later, without layout shift.
 */
export function MainNav({ items, apiKeyId }: { items: readonly NavigationItem[]; apiKeyId: number }) {
  return (
    <Suspense fallback={<MainNavView items={items} nav={inert} apiKeyId={apiKeyId} />}>
      <MainNavLive items={items} apiKeyId={apiKeyId} />
    </Suspense>
  );
}
