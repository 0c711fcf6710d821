import { type ReactNode, type MouseEventHandler, useContext } from 'react';
import { Link } from '@tanstack/react-router';
import { resolveLink } from '../links.js';
import { TextEditingContext } from '../edit/editable-text.js';
import type { CmsLink } from '../../../lib/api-types.js';

interface Props {
  link: CmsLink | null | undefined;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
}

/**
 * A CMS link (a plain box in the edit mode): internal ones through the router (preloading on hover), external ones in a
 * new tab unless their editor unticked it.
 */
export function CmsLinkTo({ link, children, className, onClick, ...rest }: Props) {
  const { href, external, newTab } = resolveLink(link);
  // In the CMS edit mode a link's text is typed in place: it does not navigate, and a text box inside a link
  // would be one target inside another (docs/decisions/0222-cms-drafts.md).
  if (useContext(TextEditingContext)) return <span className={className}>{children}</span>;
  if (external) {
    return (
      <a
        href={href}
        className={className}
        target={newTab === false ? undefined : '_blank'}
        rel="noopener noreferrer"
        onClick={onClick}
        aria-label={rest['aria-label']}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
