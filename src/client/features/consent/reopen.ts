/**
 * The footer's "Postavke kolačića" link talks to the (lazily loaded) consent actor through a
 * window event, so the footer and the first paint need no XState code.
 */
export const REOPEN_EVENT = 'shop:consent-reopen';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}
