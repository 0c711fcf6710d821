/** The cart session pair lives in two first-party cookies for one year (docs/spec/site-frame.md 4); the badge count is cached
 * in localStorage so the header shows it right after a reload, before any cart code or request has run. */
import { readCookie, writeCookie } from '../../lib/cookies.js';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';

export const CART_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const COUNT_KEY = 'cartCount';

export function readCartSession(): CartSessionPair | null {
  if (typeof document === 'undefined') return null;
  const cartId = readCookie('cartId');
  const protectCode = readCookie('protectCode');
  return cartId && protectCode ? { cartId, protectCode } : null;
}

export function saveCartSession(session: CartSessionPair): void {
  writeCookie('cartId', session.cartId, CART_COOKIE_MAX_AGE);
  writeCookie('protectCode', session.protectCode, CART_COOKIE_MAX_AGE);
}

export function clearCartSession(): void {
  writeCookie('cartId', '', 0);
  writeCookie('protectCode', '', 0);
  saveCartCount(0);
}

export function readCartCount(): number {
  try {
    if (!readCartSession()) return 0;
    const n = Number(window.localStorage.getItem(COUNT_KEY));
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

const listeners = new Set<() => void>();

export function saveCartCount(count: number): void {
  try {
    window.localStorage.setItem(COUNT_KEY, String(count));
  } catch {
    // Private mode without storage: the badge then follows the loaded cart only.
  }
  for (const listener of listeners) listener();
}

export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
