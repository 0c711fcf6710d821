// Navigation trees: main (header) and footer1..footer4. Links point at the catalogue seed's category slugs,
// the CMS pages of pages.ts, or named routes (cart, login, register, profile, orderLookUp, blog).
export interface NavSeedItem {
  title: string;
  link: Record<string, unknown>;
  highlighted?: boolean;
  /** The key of a seeded image the mega-menu draws with the item (docs/decisions/0259-menu-images-and-the-top-strip.md). */
  image?: string;
  children?: NavSeedItem[];
}

const category = (slug: string) => ({ type: 'category', slug });
const page = (slug: string) => ({ type: 'page', slug });
const named = (name: string) => ({ type: 'named', name });

export const NAVIGATIONS: Array<{ handle: string; title: string; items: NavSeedItem[] }> = [
  {
    handle: 'main',
    title: 'Glavna navigacija',
    items: [
      {
        title: 'Dresovi',
        link: category('dresovi'),
        children: [
          { title: 'Domaći dres', link: category('dresovi-domaci'), image: 'tile:dresovi' },
          { title: 'Gostujući dres', link: category('dresovi-gostujuci') },
          { title: 'Treći dres', link: category('dresovi-treci') },
        ],
      },
      { title: 'Trening', link: category('trening') },
      { title: 'Navijački program', link: category('navijacki-program') },
      { title: 'Moda', link: category('moda') },
      { title: 'Dječji program', link: category('djecji-program') },
      { title: 'Suveniri', link: category('suveniri') },
      { title: 'Akcije', link: category('akcije'), highlighted: true },
      { title: 'Poklon bonovi', link: category('poklon-bonovi') },
      // The club's posts and events (docs/decisions/0118-posts-and-events.md).
      { title: 'Objave', link: named('blog') },
    ],
  },
  {
    handle: 'footer1',
    title: 'Trgovina',
    items: [
      { title: 'Dresovi', link: category('dresovi') },
      { title: 'Navijački program', link: category('navijacki-program') },
      { title: 'Akcije', link: category('akcije'), highlighted: true },
      { title: 'Poklon bonovi', link: category('poklon-bonovi') },
    ],
  },
  {
    handle: 'footer2',
    title: 'Kupnja',
    items: [
      { title: 'Uvjeti kupnje', link: page('uvjeti-kupnje') },
      { title: 'Dostava i plaćanje', link: page('dostava-i-placanje') },
      { title: 'Pravila privatnosti', link: page('pravila-privatnosti') },
      { title: 'Pomoć', link: page('pomoc') },
    ],
  },
  {
    handle: 'footer3',
    title: 'Moj račun',
    items: [
      { title: 'Prijava', link: named('login') },
      { title: 'Registracija', link: named('register') },
      { title: 'Košarica', link: named('cart') },
      { title: 'Moj profil', link: named('profile') },
      // The online withdrawal must be easy to find, for guests too (docs/decisions/0045-online-withdrawal.md).
      { title: 'Narudžba i odustajanje od ugovora', link: named('orderLookUp') },
    ],
  },
  {
    handle: 'footer4',
    title: 'Klub',
    items: [
      { title: 'Članstvo', link: page('clanstvo') },
      { title: 'Objave i događaji', link: named('blog') },
      { title: 'Kontakt', link: page('kontakt') },
      {
        title: 'Službena stranica kluba',
        link: { type: 'external', url: 'https://nk-zvijezda.example', newTab: true },
      },
    ],
  },
];
