import { useEffect, useState } from 'react';
import { readCookie } from '../../lib/cookies.js';

/**
 * The footer's "Postavke kolačića" link talks to the (lazily loaded) consent actor through a
 * window event, so the footer and the first paint need no XState code.
 */
export const REOPEN_EVENT = 'shop:consent-reopen';
/** Sent by the consent actor once a choice is stored. */
export const DECIDED_EVENT = 'shop:consent-decided';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(REOPEN_EVENT));
}

/**
 * Whether the visitor has answered the cookie banner. The campaign popup waits for it, so the
 * two overlays never compete and the banner is answered first.
 */
export function useConsentDecided(): boolean {
  const [decided, setDecided] = useState(() => readCookie('acceptedCookies') !== null);
  useEffect(() => {
    if (decided) return;
    const onDecided = () => setDecided(true);
    window.addEventListener(DECIDED_EVENT, onDecided);
    return () => window.removeEventListener(DECIDED_EVENT, onDecided);
  }, [decided]);
  return decided;
}
