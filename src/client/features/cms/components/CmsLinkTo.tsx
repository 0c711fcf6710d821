import type { ReactNode, MouseEventHandler } from 'react';
import { Link } from '@tanstack/react-router';
import { resolveLink } from '../links.js';
import type { CmsLink } from '../../../lib/api-types.js';

interface Props {
  link: CmsLink | null | undefined;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
}

/** A CMS link: internal ones through the router (preloading on hover), external ones in a new tab. */
export function CmsLinkTo({ link, children, className, onClick, ...rest }: Props) {
  const { href, external } = resolveLink(link);
  if (external) {
    return (
      <a
        href={href}
        className={className}
        target="_blank"
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
