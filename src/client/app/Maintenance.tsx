import { t } from '../lib/i18n.js';
import './status-pages.css';

/** Maintenance mode: the only view for everyone except back-office users. */
export function Maintenance({ siteName }: { siteName: string }) {
  return (
    <main className="maintenance">
      <div className="maintenance__card">
        <p className="maintenance__brand">{siteName}</p>
        <h1 className="maintenance__title">{t.maintenance}</h1>
      </div>
    </main>
  );
}
