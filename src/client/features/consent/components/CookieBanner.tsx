import { useEffect, useRef } from 'react';
import { consentCheckboxes } from '@machines/consent/consent.machine.js';
import type { CmsElementOf } from '../../../lib/api-types.js';
import { t } from '../../../lib/i18n.js';
import { ConsentContext } from './consent-context.js';
import './cookie-banner.css';

export type CookieTexts = CmsElementOf<'cookie'>['meta'];

const FALLBACK_TITLES = { necessary: 'Nužni', marketing: 'Marketinški', analytics: 'Analitički' } as const;

/**
 * The cookie banner (docs/decisions/0005-cookie-consent.md): necessary always on and disabled, marketing and analytics
 * unticked until chosen; 'Prihvaćam' and an equally prominent 'Prihvati sve'.
 */
export function CookieBanner({ texts }: { texts: CookieTexts | undefined }) {
  const actor = ConsentContext.useActorRef();
  const visible = ConsentContext.useSelector((s) => s.matches('banner'));
  const reviewing = ConsentContext.useSelector((s) => s.matches({ banner: 'reviewing' }));
  const selection = ConsentContext.useSelector((s) => s.context.selection);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviewing) headingRef.current?.focus();
  }, [reviewing]);
  if (!visible) return null;

  const category = (key: keyof typeof FALLBACK_TITLES) => texts?.categories.find((c) => c.key === key);
  return (
    <section className="cookie-banner" aria-labelledby="cookie-title">
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 id="cookie-title" className="cookie-banner__title" tabIndex={-1} ref={headingRef}>
            {texts?.title ?? 'Kolačići'}
          </h2>
          {texts ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the server (modules/cms/sanitize.ts) before it is stored.
            <div className="cookie-banner__body" dangerouslySetInnerHTML={{ __html: texts.html }} />
          ) : (
            <p className="cookie-banner__body">
              Koristimo kolačiće kako bi stranica radila i kako bismo je poboljšali.
            </p>
          )}
        </div>
        <fieldset className="cookie-banner__choices">
          <legend className="visually-hidden">{texts?.settingsLabel ?? t.cookieSettings}</legend>
          {consentCheckboxes.map(({ category: key, alwaysOn }) => {
            const info = category(key);
            return (
              <label key={key} className="cookie-banner__choice" title={info?.description}>
                <input
                  type="checkbox"
                  checked={alwaysOn || selection[key]}
                  disabled={alwaysOn}
                  onChange={() => key !== 'necessary' && actor.send({ type: 'consent.toggle', category: key })}
                />
                <span>{info?.title ?? FALLBACK_TITLES[key]}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="btn btn--outline-light"
            onClick={() => actor.send({ type: 'consent.acceptSelected' })}
          >
            {texts?.acceptLabel ?? t.accept}
          </button>
          <button type="button" className="btn btn--accent" onClick={() => actor.send({ type: 'consent.acceptAll' })}>
            {texts?.acceptAllLabel ?? t.acceptAll}
          </button>
          {reviewing && (
            <button
              type="button"
              className="cookie-banner__cancel"
              onClick={() => actor.send({ type: 'consent.cancel' })}
            >
              {t.close}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
