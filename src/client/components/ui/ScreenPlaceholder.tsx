import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/title.js';
import { t } from '../../lib/i18n.js';

/** A screen that a later issue fills: its Croatian heading, so routes and titles already work. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="page container">
      <h1 className="page-title">{title}</h1>
      {children ?? <p className="placeholder">{t.comingSoon}</p>}
    </section>
  );
}
