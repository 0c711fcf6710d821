/** Tiny external stores the always-loaded layout reads (no XState): the cart popup and the deleting modal. */
import { useSyncExternalStore } from 'react';

function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

export const cartModal = createFlag();
export const deletingModal = createFlag();

export function useFlag(flag: ReturnType<typeof createFlag>): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => false);
}
