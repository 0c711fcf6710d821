import { useEffect } from 'react';
import { ConsentContext } from './consent-context.js';
import { DECIDED_EVENT, REOPEN_EVENT } from '../reopen.js';
import { CookieBanner, type CookieTexts } from './CookieBanner.js';

/** Bridges window events: the footer link's reopen in, the stored decision out. */
function ReopenBridge() {
  const actor = ConsentContext.useActorRef();
  const decided = ConsentContext.useSelector((s) => s.matches('decided'));
  useEffect(() => {
    if (decided) window.dispatchEvent(new Event(DECIDED_EVENT));
  }, [decided]);
  useEffect(() => {
    const reopen = () => actor.send({ type: 'consent.reopen' });
    window.addEventListener(REOPEN_EVENT, reopen);
    return () => window.removeEventListener(REOPEN_EVENT, reopen);
  }, [actor]);
  return null;
}

/** The consent actor and its banner; loaded lazily (it is the only XState user on first paint). */
export default function ConsentRoot({ texts }: { texts: CookieTexts | undefined }) {
  return (
    <ConsentContext.Provider>
      <ReopenBridge />
      <CookieBanner texts={texts} />
    </ConsentContext.Provider>
  );
}
