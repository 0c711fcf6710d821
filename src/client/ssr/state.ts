import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_PARTS_ID, SSR_STATE_ID } from '@shared/page-render.js';

declare global {
  interface Window {
    /** Set by the server page's inline script (src/shared/early-clicks.ts). */
    __releaseEarlyClicks?: () => void;
  }
}

export interface SsrState {
  /** The React Query cache the route loaders filled on the server. */
  queries: DehydratedState;
  /** The page was drawn for a guest with their cart (docs/decisions/0123-the-guests-cart-from-the-server.md). */
  visitor?: 'guest';
}

/** The server's state in the page, or null when the page was not rendered on the server (SSR=off, `npm run dev`). */
export function readSsrState(doc: Document = document): SsrState | null {
  const block = doc.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** The lazy parts the server drew into the page (src/client/app/lazy-part.tsx). */
export function readDrawnParts(doc: Document = document): string[] {
  try {
    const names: unknown = JSON.parse(doc.getElementById(DRAWN_PARTS_ID)?.textContent ?? '[]');
    return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
