import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/title.js';
import './auth.css';

/** The framed card of the account screens: heading, optional intro, content, footer links. */
export function AuthCard({
  title,
  pageTitle,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  pageTitle: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(pageTitle);
  return (
    <section className="auth-page container">
      <div className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
        <h1 className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </section>
  );
}
