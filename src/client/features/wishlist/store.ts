/** The wished ids as the always-loaded hearts read them (no XState): the wishlist runtime writes them. */
import { useSyncExternalStore } from 'react';

const NONE: ReadonlySet<number> = new Set();
let ids: ReadonlySet<number> = NONE;
const listeners = new Set<() => void>();

export const wishedStore = {
  get: () => ids,
  set(next: readonly number[]) {
    ids = new Set(next);
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

export function useWishedIds(): ReadonlySet<number> {
  // The server's HTML and the hydrating render show no hearts filled (docs/decisions/0107-cacheable-anonymous-html.md).
  return useSyncExternalStore(wishedStore.subscribe, wishedStore.get, () => NONE);
}
