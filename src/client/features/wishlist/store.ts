/** The wished ids as the always-loaded hearts read them (no XState): the wishlist runtime writes them. */
import { useSyncExternalStore } from 'react';

const NONE: ReadonlySet<number> = new Set();
let ids: ReadonlySet<number> = NONE;
const listeners = new Set<() => void>();

export const wishedStore = {
  get: () => ids,
  set(next: readonly number[]) {
    // The same ids are no news: every heart and card reads this store, and a new but equal set would redraw them
    // all (the wishlist's first, empty answer for a guest, on every page).
    if (next.length === ids.size && next.every((id) => ids.has(id))) return;
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
