import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { getCategory } from '../catalogue/index.js';
import { drawnSections, findPage } from '../cms/index.js';
import { FALLBACK_LANGUAGE } from '../cms/index.js';
import { contentHead } from './content-head.js';
import { plainText } from '@shared/plain-text.js';
import type { PageHead } from './html.js';
import { cmsHeroMedia, mediaById } from './repository.js';
import { lcpPreload, ogImage } from './images.js';
import { productHead } from './product-head.js';

export interface HeadContext {
  siteId: number;
  apiKeyId: number;
  siteName: string;
  /** PUBLIC_URL or the request's origin, without a trailing slash. */
  origin: string;
  /** The spec's title template: '%s | ' + the shop's name. */
  title: (text: string | null | undefined) => string;
}

export type ResolvedHead = { status: 200 | 404; head: PageHead | null };

/**
 * Single-segment paths the client routes itself; any other /{slug} is a CMS page (or the 404 page). Every folder and
 * file route of src/client/routes/_shop must be here (page-head.test.ts), or its page answers 404 while it shows.
 */
export const APP_ROUTES: ReadonlySet<string> = new Set([
  'kosarica',
  'naplata',
  'checkout',
  'prijava',
  'profil',
  'registracija',
  'zaboravljena-lozinka',
  'potvrdi-email',
  'newsletter',
  'social-login',
  'kontakt',
  'dogadjaj',
  'objave',
  'profile',
  'admin',
  'adminLogin',
  'pretraga',
  'shop',
  'product',
  'narudzba',
  'racun',
  'naslovna',
]);
const HOME_SLUG = 'naslovna';

/**
 * The shop's own pages that no search engine lists: their tab says what they are before the app runs (the app then
 * words the card payment's outcome exactly).
 */
const PRIVATE_PAGE_TITLES: Readonly<Record<string, string>> = {
  kosarica: 'Košarica',
  naplata: 'Naplata',
  'naplata/uspjesna': 'Narudžba je zaprimljena',
  'naplata/placanje': 'Plaćanje karticom',
  'checkout/failure': 'Plaćanje karticom',
};

export function headContext(siteId: number, apiKeyId: number, siteName: string, origin: string): HeadContext {
  return {
    siteId,
    apiKeyId,
    siteName,
    origin: origin.replace(/\/+$/, ''),
    title: (text) => (text?.trim() ? `${text.trim()} | ${siteName}` : siteName),
  };
}

const notFound = (): ResolvedHead => ({ status: 404, head: null });

/** The head for a storefront URL, 404 for unknown products, categories and CMS pages, null head = keep index.html's. */
export async function resolvePageHead(db: Db, ctx: HeadContext, pathname: string): Promise<ResolvedHead> {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return notFound();
  }
  const [first, second, ...rest] = segments;
  const content = await contentHead(db, ctx, segments);
  if (content) return content;
  try {
    if (!first || (first === HOME_SLUG && !second))
      return { status: 200, head: await cmsHead(db, ctx, HOME_SLUG, '/') };
    if (first === 'product' && second && rest.length === 0)
      return { status: 200, head: await productHead(db, ctx, second) };
    if (first === 'shop' && !second)
      return { status: 200, head: simpleHead(ctx, 'Trgovina', '/shop', `Sve kategorije trgovine ${ctx.siteName}.`) };
    if (first === 'shop' && second && rest.length === 0)
      return { status: 200, head: await categoryHead(db, ctx, second) };
    if (first === 'pretraga' && !second)
      return {
        status: 200,
        head: {
          ...simpleHead(ctx, 'Pretraga', '/pretraga', `Pretraga trgovine ${ctx.siteName}.`),
          robots: 'noindex, follow',
        },
      };
    const privateTitle = PRIVATE_PAGE_TITLES[segments.join('/')];
    if (privateTitle)
      return {
        status: 200,
        head: {
          ...simpleHead(ctx, privateTitle, `/${segments.join('/')}`, ctx.siteName),
          robots: 'noindex, nofollow',
        },
      };
    if (!second && !APP_ROUTES.has(first)) return { status: 200, head: await cmsHead(db, ctx, first, `/${first}`) };
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
      return notFound();
    throw error;
  }
  return { status: 200, head: null };
}

function simpleHead(ctx: HeadContext, title: string, path: string, description: string): PageHead {
  return { title: ctx.title(title), description, canonical: `${ctx.origin}${path}`, ogType: 'website' };
}

async function categoryHead(db: Db, ctx: HeadContext, slug: string): Promise<PageHead> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw new AppError('NOT_FOUND', { message: 'Category not found.' });
  const category = await getCategory(db, slug, ctx.apiKeyId);
  const path = `/shop/${encodeURIComponent(category.slug)}`;
  const description =
    plainText(category.description) || `${category.name} – službeni proizvodi u trgovini ${ctx.siteName}.`;
  const image = category.image ? ogImage(category.image, ctx.origin, ctx.apiKeyId, category.name) : undefined;
  return { ...simpleHead(ctx, category.name, path, description), image };
}

/** The media queries of the Hero's <picture> (src/client/features/cms/components/page/Hero.tsx). */
const PHONE = '(max-width: 767px)';
const TABLET_UP = '(min-width: 768px)';

async function cmsHead(db: Db, ctx: HeadContext, slug: string, path: string): Promise<PageHead> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw new AppError('NOT_FOUND', { message: 'Page not found.' });
  const page = await findPage(db, ctx.siteId, FALLBACK_LANGUAGE, slug);
  if (!page) throw new AppError('NOT_FOUND', { message: 'Page not found.' });
  const heroIds = cmsHeroMedia(await drawnSections(db, ctx.siteId, page.components));
  const isHome = slug === HOME_SLUG;
  const hero = heroIds.media === null ? undefined : await mediaById(db, heroIds.media);
  const phoneArt = isHome && heroIds.mobileMedia !== null ? await mediaById(db, heroIds.mobileMedia) : undefined;
  return {
    title: ctx.title(page.seoTitle || page.title),
    description: plainText(page.seoDescription) || ctx.siteName,
    canonical: `${ctx.origin}${path}`,
    ogType: 'website',
    image: ogImage(hero, ctx.origin, ctx.apiKeyId, page.title),
    // Only the home hero is an LCP image worth preloading; the client Hero renders these srcsets, the phone
    // artwork (when the CMS has one) below 768 px.
    preloads: isHome
      ? [
          ...lcpPreload(
            hero,
            ['medium', 'large', 'heroimage'],
            '100vw',
            ctx.apiKeyId,
            phoneArt ? TABLET_UP : undefined,
          ),
          ...lcpPreload(phoneArt, ['small', 'medium'], '100vw', ctx.apiKeyId, PHONE),
        ]
      : undefined,
  };
}
