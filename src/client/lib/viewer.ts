import { useSyncExternalStore } from 'react';
import type { AuthSession } from './auth-session.js';
import { useAuthStatus } from './auth-session.js';
import type { ResponseData } from './api-types.js';

/** Who a page is drawn for: what differs is the price line members see and the signed-in bits. */
export type Viewer = NonNullable<ResponseData<'/api/v1/cms/finder/decide', 'get'>['preview']>['persona'];

// The persona a CMS preview the server granted draws the page for (docs/decisions/0249-cms-preview-as-a-persona.md).
// One per document: the preview is a frame of its own, so the header and the page's product cards follow it too.
let previewed: Viewer | null = null;
const listeners = new Set<() => void>();

/** Set by the CMS preview once the server answered the draft as `persona` (null: the preview ended). */
export function showAsViewer(persona: Viewer | null) {
  if (previewed === persona) return;
  previewed = persona;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Who is looking: the previewed persona, else the session's own (a member has a card on the profile); null while
 * the session is unknown (the server's anonymous page, before hydration knows better).
 */
export function useViewer(auth: AuthSession): Viewer | null {
  const persona = useSyncExternalStore(
    subscribe,
    () => previewed,
    () => null,
  );
  const session = useAuthStatus(auth);
  if (persona) return persona;
  if (session.status === 'anonymous') return 'guest';
  if (session.status === 'authenticated') return session.user?.memberCardBarcode ? 'member' : 'customer';
  return null;
}
