import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../../components/ui/Icon.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { t } from '../../../../lib/i18n.js';
import type { CmsElementOf, NavigationTree } from '../../../../lib/api-types.js';
import { CmsLinkTo } from '../CmsLinkTo.js';
import './footer.css';

interface Props {
  footer: CmsElementOf<'footer'> | undefined;
  columns: readonly NavigationTree[];
  apiKeyId: number;
  siteName: string;
  /** The footer link that reopens the cookie banner (docs/decisions/0005-cookie-consent.md). */
  onCookieSettings: () => void;
  /** The newsletter sign-up band, drawn above the columns (docs/decisions/0206-newsletter-double-opt-in.md). */
  newsletter?: ReactNode;
}

/**
 * Footer from the CMS: sponsor groups, navigation columns, contact, social links; the contact, the payment marks and
 * the delivery badges are the shop's settings as the server answers them
 * (docs/decisions/0240-delivery-and-payment-drawn-from-the-checkout-rules.md).
 */
export function Footer({ footer, columns, apiKeyId, siteName, onCookieSettings, newsletter }: Props) {
  const meta = footer?.meta;
  return (
    <footer className="site-footer">
      {meta && meta.sponsorGroups.length > 0 && (
        <section className="sponsors" aria-label="Sponzori i partneri">
          <div className="container sponsors__inner">
            {meta.sponsorGroups.map((group) => (
              <div key={group.key} className={`sponsors__group sponsors__group--${group.key}`}>
                <h2 className="sponsors__title">{group.title}</h2>
                <ul className="sponsors__list" role="list">
                  {group.items.map((item) => (
                    <li key={item.key}>
                      <CmsLinkTo link={item.link} className="sponsors__logo" aria-label={item.title}>
                        <MediaImage
                          media={item.media}
                          sizes={['small']}
                          layoutSizes="160px"
                          alt=""
                          apiKeyId={apiKeyId}
                        />
                      </CmsLinkTo>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      )}
      {newsletter}
      <div className="footer-main">
        <div className="container footer-main__grid">
          {meta && (
            <div className="footer-main__contact">
              <h2 className="footer-main__heading">{meta.contact.title}</h2>
              <address>
                <strong>{meta.contact.name}</strong>
                <br />
                {meta.contact.address}
                <br />
                <a href={`mailto:${meta.contact.email}`}>{meta.contact.email}</a>
                <br />
                <a href={`tel:${meta.contact.phone.replace(/[^+\d]/g, '')}`}>{meta.contact.phone}</a>
              </address>
              <p className="footer-main__hours">
                <Icon name="clock" size={18} /> {meta.contact.workingHours}
              </p>
              <ul className="social" role="list" aria-label="Društvene mreže">
                {meta.socialLinks.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      className="social__link"
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={social.title}
                    >
                      <Icon name={social.network as IconName} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {columns.map((column) => (
            <nav key={column.handle} className="footer-main__column" aria-labelledby={`footer-${column.handle}`}>
              <h2 id={`footer-${column.handle}`} className="footer-main__heading">
                {column.title}
              </h2>
              <ul role="list">
                {column.items.map((item) => (
                  <li key={item.id}>
                    <CmsLinkTo link={item.linkV2}>{item.title}</CmsLinkTo>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <ul className="payments" role="list" aria-label="Načini plaćanja">
            {meta?.paymentLogos.map((logo) => (
              <li key={logo.key} className="payments__item">
                <MediaImage
                  media={logo.media}
                  sizes={['small']}
                  layoutSizes="102px"
                  alt={logo.title}
                  apiKeyId={apiKeyId}
                />
              </li>
            ))}
          </ul>
          {meta && meta.deliveryBadges.length > 0 && (
            <ul className="delivery-badges" role="list" aria-label="Načini dostave">
              {meta.deliveryBadges.map((badge) => (
                <li key={badge.key} className="delivery-badges__item">
                  {badge.title} <strong>{badge.price}</strong>
                </li>
              ))}
            </ul>
          )}
          <div className="footer-bottom__meta">
            <button type="button" className="footer-bottom__cookies" onClick={onCookieSettings}>
              {t.cookieSettings}
            </button>
            <p className="footer-bottom__copy">{meta?.copyright ?? `© ${new Date().getFullYear()} ${siteName}`}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
