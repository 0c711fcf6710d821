import { mediaUrl } from '@shared/media.js';
import type { Db } from '../../platform/db/client.js';
import { FALLBACK_LANGUAGE } from '../cms/index.js';
import { sitemapContent } from '../content/index.js';
import { escapeHtml as xml } from './html.js';
import {
  listedProductCount,
  sitemapCategories,
  sitemapPages,
  sitemapProducts,
  type SitemapImage,
} from './repository.js';

/**
 * /sitemap.xml (docs/spec/site-frame.md 2): home, categories, products, CMS pages, posts and events, each with hreflang hr and x-default
 * (the shop is Croatian only, so both name the same URL), its image and lastmod. A sitemap file holds at most
 * 50,000 URLs, so a large catalogue gets a sitemap index: /sitemap/pages.xml plus /sitemap/products-N.xml.
 */
export const PRODUCTS_PER_FILE = 40_000;
/** CMS pages that configure the shop (size tables, personalisation) are not pages of their own. */
const HIDDEN_PAGES = /^postavke-/;
const HOME_SLUG = 'naslovna';

export interface SitemapSite {
  origin: string;
  siteId: number;
  apiKeyId: number;
}

interface Entry {
  path: string;
  lastmod?: string | null | undefined;
  image?: SitemapImage | null | undefined;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';

function urlEntry(site: SitemapSite, entry: Entry): string {
  const loc = xml(`${site.origin}${entry.path}`);
  const parts = [`<url><loc>${loc}</loc>`];
  if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
  parts.push(
    `<xhtml:link rel="alternate" hreflang="hr" href="${loc}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`,
  );
  if (entry.image) {
    const image = `${site.origin}${mediaUrl(entry.image, 'large', 'jpg', site.apiKeyId)}`;
    parts.push(`<image:image><image:loc>${xml(image)}</image:loc></image:image>`);
  }
  parts.push('</url>');
  return parts.join('');
}

const urlset = (site: SitemapSite, entries: readonly Entry[]) =>
  `${HEADER}${URLSET_OPEN}\n${entries.map((e) => urlEntry(site, e)).join('\n')}\n</urlset>\n`;

async function pageEntries(db: Db, site: SitemapSite, lastmod: string | null): Promise<Entry[]> {
  const [categories, pages, content] = await Promise.all([
    sitemapCategories(db),
    sitemapPages(db, site.siteId, FALLBACK_LANGUAGE),
    sitemapContent(db, site.siteId),
  ]);
  return [
    { path: '/', lastmod },
    { path: '/shop', lastmod },
    ...categories.map((c) => ({ path: `/shop/${encodeURIComponent(c.slug)}`, lastmod: c.lastmod, image: c.image })),
    ...pages
      .filter((p) => p.slug !== HOME_SLUG && !HIDDEN_PAGES.test(p.slug))
      .map((p) => ({ path: `/${encodeURIComponent(p.slug)}`, lastmod: p.lastmod })),
    // The blog, its categories and tags, its posts and the events (docs/decisions/0118-posts-and-events.md).
    ...content,
  ];
}

async function productEntries(db: Db, limit: number, offset: number): Promise<Entry[]> {
  return (await sitemapProducts(db, limit, offset)).map((p) => ({
    path: `/product/${encodeURIComponent(p.slug)}`,
    lastmod: p.lastmod,
    image: p.image,
  }));
}

/** The XML of one sitemap file: 'index' (/sitemap.xml), 'pages' or 'products-N'; null for an unknown part. */
export async function buildSitemap(db: Db, site: SitemapSite, part: string): Promise<string | null> {
  const products = await listedProductCount(db);
  const files = Math.ceil(products.count / PRODUCTS_PER_FILE);
  if (part === 'index') {
    if (files <= 1) {
      const [pages, items] = await Promise.all([
        pageEntries(db, site, products.lastmod),
        productEntries(db, PRODUCTS_PER_FILE, 0),
      ]);
      return urlset(site, [...pages, ...items]);
    }
    const parts = ['pages', ...Array.from({ length: files }, (_, i) => `products-${i + 1}`)];
    const body = parts
      .map(
        (name) =>
          `<sitemap><loc>${xml(`${site.origin}/sitemap/${name}.xml`)}</loc>${products.lastmod ? `<lastmod>${products.lastmod}</lastmod>` : ''}</sitemap>`,
      )
      .join('\n');
    return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
  }
  if (part === 'pages') return urlset(site, await pageEntries(db, site, products.lastmod));
  const n = /^products-([1-9]\d{0,4})$/.exec(part);
  if (!n || Number(n[1]) > Math.max(files, 1)) return null;
  return urlset(site, await productEntries(db, PRODUCTS_PER_FILE, (Number(n[1]) - 1) * PRODUCTS_PER_FILE));
}

/** robots.txt: everything crawlable except the personal and checkout screens; where the sitemap lives. */
export function robotsTxt(origin: string): string {
  const disallow = ['/profil', '/kosarica', '/naplata', '/admin', '/prijava'];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
