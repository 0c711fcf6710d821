import { t } from '../../lib/i18n.js';
import './page-loader.css';

/** Shown while a slow route loads (after the router's pending delay). */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}
