/** The wished ids as the always-loaded hearts read them (no XState): the wishlist runtime writes them. */
import { useSyncExternalStore } from 'react';

let ids: ReadonlySet<number> = new Set();
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
  return useSyncExternalStore(wishedStore.subscribe, wishedStore.get, wishedStore.get);
}
