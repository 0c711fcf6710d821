import { Suspense } from 'react';
import { lazyPart } from './lazy-part.js';

/**
 * The 404 screen loads apart: no page of the shop that exists needs it (docs/targets.md P1). A 404 the server drew is
 * loaded before hydration (docs/decisions/0119-lazy-parts-before-hydration.md); after a client navigation it comes
 * with its own small chunk.
 */
const NotFoundPage = lazyPart('NotFound', () => import('./NotFoundPage.js'));

export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
