import { blogPath } from '@shared/content-paths.js';
import type { CmsLink } from '../../lib/api-types.js';

export interface ResolvedLink {
  href: string;
  /** External links open in a new tab (site-frame "Link resolution"). */
  external: boolean;
}

/** Named pages a CMS link may point at. */
const NAMED: Record<string, string> = {
  home: '/',
  cart: '/kosarica',
  checkout: '/naplata',
  login: '/prijava',
  register: '/registracija',
  profile: '/profil',
  search: '/pretraga',
  shop: '/shop',
  contact: '/kontakt',
  blog: '/objave',
  memberSignUp: '/profile/signUp',
  orderLookUp: '/narudzba',
};

/**
 * Turns the contract's linkV2 into an href. An unknown shape logs an error and falls back to /
 * (spec). A URL not starting with / is external.
 */
export function resolveLink(link: CmsLink | null | undefined): ResolvedLink {
  if (!link) return { href: '/', external: false };
  switch (link.type) {
    case 'category':
      return { href: link.slug ? `/shop/${link.slug}` : '/shop', external: false };
    case 'product':
      return { href: `/product/${link.slug ?? ''}`, external: false };
    case 'post':
      return { href: link.slug ? blogPath({ post: link.slug }) : blogPath(), external: false };
    case 'page':
      return { href: !link.slug || link.slug === 'naslovna' ? '/' : `/${link.slug}`, external: false };
    case 'named': {
      const href = NAMED[link.name ?? ''] ?? link.url;
      if (href) return { href, external: false };
      break;
    }
    case 'external':
      if (link.url) {
        const internal = link.url.startsWith('/') && !link.url.startsWith('//');
        return { href: link.url, external: !internal || Boolean(link.newTab) };
      }
      break;
  }
  console.error('Unknown CMS link shape', link);
  return { href: '/', external: false };
}
