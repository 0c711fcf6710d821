import { Link } from '@tanstack/react-router';
import { t } from '../lib/i18n.js';
import { usePageTitle } from './title.js';
import './status-pages.css';

/** The 404 screen (site-frame section 2): 'Stranica nije pronađena...' with links home and to the cart. */
export default function NotFoundPage() {
  usePageTitle(t.notFoundTitle);
  return (
    <section className="status-page container" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {t.notFoundTitle}
      </h1>
      <p className="status-page__text">{t.notFoundText}</p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          {t.backHome}
        </Link>
        <Link to="/kosarica" className="btn btn--outline">
          {t.toCart}
        </Link>
      </div>
    </section>
  );
}
