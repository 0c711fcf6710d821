import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { type DomainInfo, getCommerceSettings } from '../settings/index.js';
import { withShopFooterFacts } from './footer-facts.js';
import { drawnSections } from './masters.js';
import { MediaResolver } from './media-refs.js';
import { findNavigation, findPage, findPageById, findTranslation, listElements, listOptions } from './repository.js';
import type { PreviewPersona } from './preview.js';
import { fillSections } from './shop-facts.js';

/** Croatian is the shop's only active language: content missing in another language falls back to it. */
export const FALLBACK_LANGUAGE = 'hrv';

interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}

export async function getOptions({ db, domain }: Ctx) {
  const rows = await listOptions(db, domain.siteId);
  const resolver = new MediaResolver(db, domain.id);
  await resolver.load(rows.map((r) => ({ media: r.mediaId })));
  return { records: rows.map((r) => ({ key: r.key, value: r.value, media: resolver.get(r.mediaId) })) };
}

export async function getElements({ db, domain, language }: Ctx, handlers: string[]) {
  let rows = await listElements(db, domain.siteId, language, handlers);
  if (rows.length === 0 && language !== FALLBACK_LANGUAGE)
    rows = await listElements(db, domain.siteId, FALLBACK_LANGUAGE, handlers);
  const resolver = new MediaResolver(db, domain.id);
  await resolver.load(rows.map((r) => [r.meta, r.mobileMeta]));
  const byHandler = new Map(rows.map((r) => [r.handler, r]));
  // The footer's contact and payment and delivery marks are the shop's settings, not copies of them.
  const commerce = handlers.includes('footer') ? await getCommerceSettings(db) : null;
  return handlers.flatMap((handler) => {
    const r = byHandler.get(handler);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: r.title,
        handler: r.handler,
        type: r.type,
        language_code: r.languageCode,
        meta:
          commerce && r.handler === 'footer'
            ? withShopFooterFacts(resolver.expand(r.meta), commerce)
            : resolver.expand(r.meta),
        options: r.options,
        mobileMeta: r.mobileMeta ? resolver.expand(r.mobileMeta) : null,
        mobileOptions: r.mobileOptions ?? null,
        linkMeta: r.linkMeta ?? null,
        slug: r.slug ?? null,
        parts: r.parts,
        created_at: r.createdAt.toISOString(),
      },
    ];
  });
}

interface TreeItem {
  id: number;
  title: string;
  linkV2: Record<string, unknown>;
  highlighted: boolean;
  media: unknown;
  children: TreeItem[];
}

export async function getNavigationTree({ db, domain, language }: Ctx, idOrHandle: string) {
  let found = await findNavigation(db, domain.siteId, language, idOrHandle);
  if (!found && language !== FALLBACK_LANGUAGE)
    found = await findNavigation(db, domain.siteId, FALLBACK_LANGUAGE, idOrHandle);
  if (!found) throw new AppError('NOT_FOUND', { message: 'Navigation not found.' });
  const resolver = new MediaResolver(db, domain.id);
  await resolver.load(found.items.map((i) => ({ media: i.mediaId })));
  const nodes = new Map<number, TreeItem>();
  for (const i of found.items) {
    nodes.set(i.id, {
      id: i.id,
      title: i.title,
      linkV2: i.link,
      highlighted: i.highlighted,
      media: resolver.get(i.mediaId),
      children: [],
    });
  }
  const roots: TreeItem[] = [];
  for (const i of found.items) {
    const node = nodes.get(i.id)!;
    const parent = i.parentId != null ? nodes.get(i.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return { id: found.nav.id, handle: found.nav.handle, title: found.nav.title, items: roots };
}

/**
 * The page shoppers read, or with `preview` its draft for the CMS preview (docs/decisions/0249): the route grants
 * that to staff with the content permission only.
 */
export async function decidePage(
  { db, domain, language }: Ctx,
  params: string[],
  preview: PreviewPersona | null = null,
) {
  // The route's last value is the most specific one: /objave/{slug} -> slug, /{slug} -> slug.
  const slug = params[params.length - 1] ?? '';
  let page = await findPage(db, domain.siteId, language, slug);
  if (!page && language !== FALLBACK_LANGUAGE) page = await findPage(db, domain.siteId, FALLBACK_LANGUAGE, slug);
  if (!page) throw new AppError('NOT_FOUND', { message: 'Page not found.' });
  const stored = (preview && page.draftComponents) || page.components;
  // Child sections are drawn from their masters (docs/decisions/0242-master-and-child-sections.md).
  const components = await drawnSections(db, domain.siteId, stored);
  const resolver = new MediaResolver(db, domain.id);
  await resolver.load(components);
  return {
    type: 'page' as const,
    data: {
      id: page.id,
      title: page.title,
      slug: page.slug,
      language_code: page.languageCode,
      seo: { title: page.seoTitle, description: page.seoDescription },
      // The shop's facts in the text come from the settings at every read (docs/decisions/0239-legal-pages-read-the-seller-from-the-settings.md).
      components: fillSections(resolver.expand(components), await getCommerceSettings(db)),
    },
    ...(preview ? { preview: { persona: preview, draft: page.draftComponents !== null } } : {}),
  };
}

export async function urlOnLanguage(
  { db, domain }: Ctx,
  input: { newLanguage: string; postId?: number; termId?: number },
) {
  if (input.postId === undefined) {
    // Blog categories and tags have no translations (docs/decisions/0118-posts-and-events.md): none in another language.
    throw new AppError('NOT_FOUND', { message: 'Page not found.' });
  }
  const page = await findPageById(db, domain.siteId, input.postId);
  if (!page) throw new AppError('NOT_FOUND', { message: 'Page not found.' });
  const translated = await findTranslation(db, domain.siteId, page.translationKey, input.newLanguage);
  if (!translated) throw new AppError('NOT_FOUND', { message: 'No translation for this language.' });
  return { url: translated.slug === 'naslovna' ? '/' : `/${translated.slug}` };
}
