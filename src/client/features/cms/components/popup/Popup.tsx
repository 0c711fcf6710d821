import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { popupMachine } from '@machines/popup/popup.machine.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { readCookie, writeCookie } from '../../../../lib/cookies.js';
import type { CmsElementOf } from '../../../../lib/api-types.js';
import { Icon } from '../../../../components/ui/Icon.js';
import { resolveLink } from '../../links.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import './popup.css';

type PopupMeta = CmsElementOf<'popup'>['meta'];

const HIDE_POPUP = 'hidePopup';

/** The machine with its browser effects: the hidePopup cookie keyed by popup id and version. */
const browserPopup = popupMachine.provide({
  actors: { loadDismissed: fromPromise(async () => readCookie(HIDE_POPUP)) },
  actions: {
    persistDismissal: (_, params: { hidePopup: string }) => writeCookie(HIDE_POPUP, params.hidePopup, 31_536_000),
  },
});

/**
 * Campaign popup from the CMS (title, subtitle, description, 'U redu', a close ×), driven by machines/popup; not
 * shown on the page its own link advertises (docs/decisions/0081-campaign-popup-not-on-its-own-page.md).
 */
export default function Popup({ meta, apiKeyId }: { meta: PopupMeta; apiKeyId: number }) {
  const { pathname } = useLocation();
  const target = meta.link ? resolveLink(meta.link.link) : null;
  const onAdvertisedPage = !!target && !target.external && pathname.replace(/(.)\/$/, '$1') === target.href;
  const actor = useActorRef(browserPopup, {
    input: { popupId: meta.id, version: meta.version, showPopup: meta.showPopup, onAdvertisedPage },
  });
  const shown = useSelector(actor, (s) => s.matches('shown'));
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!shown) return;
    buttonRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && actor.send({ type: 'popup.dismiss' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor, shown]);

  if (!shown) return null;
  const dismiss = () => actor.send({ type: 'popup.dismiss' });
  return (
    <div className="popup">
      <div className="popup__backdrop" onClick={dismiss} aria-hidden="true" />
      <div
        className="popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        aria-describedby="popup-text"
      >
        <button type="button" className="popup__close" onClick={dismiss} aria-label="Zatvori">
          <Icon name="close" size={22} />
        </button>
        {meta.media && (
          <div className="popup__media">
            <MediaImage
              media={meta.media}
              sizes={['small', 'medium']}
              layoutSizes="(max-width: 580px) 90vw, 520px"
              alt=""
              apiKeyId={apiKeyId}
            />
          </div>
        )}
        <div className="popup__body">
          <p className="popup__subtitle">{meta.subtitle}</p>
          <h2 id="popup-title" className="popup__title">
            {meta.title}
          </h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the server (modules/cms/sanitize.ts) before it is stored. */}
          <div id="popup-text" className="popup__text" dangerouslySetInnerHTML={{ __html: meta.description }} />
          <div className="popup__actions">
            {meta.link && (
              <CmsLinkTo link={meta.link.link} className="btn btn--outline" onClick={dismiss}>
                {meta.link.title}
              </CmsLinkTo>
            )}
            <button ref={buttonRef} type="button" className="btn btn--primary" onClick={dismiss}>
              {meta.buttonLabel || 'U redu'}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
