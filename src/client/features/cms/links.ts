import { blogPath, eventPath } from '@shared/content-paths.js';
import type { CmsLink } from '../../lib/api-types.js';

export interface ResolvedLink {
  href: string;
  /** The link leaves the shop's router (an address of another site, or one written out). */
  external: boolean;
  /**
   * Opens in a new tab: an external link does unless its editor unticked it (site-frame "Link resolution";
   * docs/decisions/0252-link-options-through-the-item-picker.md).
   */
  newTab?: boolean;
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
    case 'tag':
      return { href: link.slug ? blogPath({ tag: link.slug }) : blogPath(), external: false };
    case 'event':
      return { href: link.slug && /^\d+$/.test(link.slug) ? eventPath(Number(link.slug)) : '/', external: false };
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
        const external = !internal || Boolean(link.newTab);
        return external && link.newTab === false
          ? { href: link.url, external, newTab: false }
          : { href: link.url, external };
      }
      break;
  }
  console.error('Unknown CMS link shape', link);
  return { href: '/', external: false };
}
