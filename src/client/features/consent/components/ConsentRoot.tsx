import { type ReactNode, useEffect } from 'react';
import { ConsentContext } from './consent-context.js';
import { REOPEN_EVENT } from '../reopen.js';
import { CookieBanner, type CookieTexts } from './CookieBanner.js';

/** Bridges the footer link's reopen (a window event, so the footer needs no XState) into the consent actor. */
function ReopenBridge() {
  const actor = ConsentContext.useActorRef();
  useEffect(() => {
    const reopen = () => actor.send({ type: 'consent.reopen' });
    window.addEventListener(REOPEN_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_EVENT, reopen);
  }, [actor]);
  return null;
}

/** What waits for the visitor's cookie choice (the campaign popup): shown once the consent machine has decided. */
function AfterDecision({ children }: { children: ReactNode }) {
  const decided = ConsentContext.useSelector((s) => s.matches('decided'));
  return decided ? children : null;
}

/**
 * The consent actor and its banner; loaded lazily (it is the only XState user on first paint). `afterDecision`
 * renders once a choice is stored, so the banner is answered before any other overlay competes with it.
 */
export default function ConsentRoot({
  texts,
  afterDecision,
}: {
  texts: CookieTexts | undefined;
  afterDecision?: ReactNode;
}) {
  return (
    <ConsentContext.Provider>
      <ReopenBridge />
      <CookieBanner texts={texts} />
      <AfterDecision>{afterDecision}</AfterDecision>
    </ConsentContext.Provider>
  );
}
