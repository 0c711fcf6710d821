/**
 * Tiny external stores the always-loaded layout reads (no XState): the cart popup, the deleting modal and the
 * alert that the cart became an order or was archived.
 */
import { useSyncExternalStore } from 'react';

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
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

const createFlag = () => createStore(false);

export const cartModal = createFlag();
export const deletingModal = createFlag();
/** The spec's alert on the home page after a cart call said the cart is archived or already ordered. */
export const cartGoneAlert = createStore<string | null>(null);

export function useFlag(flag: ReturnType<typeof createFlag>): boolean {
  return useSyncExternalStore(flag.subscribe, flag.get, () => false);
}

export function useCartGoneAlert(): string | null {
  return useSyncExternalStore(cartGoneAlert.subscribe, cartGoneAlert.get, () => null);
}
