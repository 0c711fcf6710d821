import type { ContractSchema } from '../../platform/contract-types.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsElements, cmsPages } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import {
  checkReleasePrices,
  type ProductReleaseChange,
  type ProductReleaseState,
  productReleaseStates,
} from '../catalogue-admin/index.js';
import type { DomainInfo } from '../settings/index.js';
import { checkedMasterContent, drawnSections, mastersFor } from './masters.js';
import { draftOf, navigationProblems, navigationsOf, same } from './navigation-drafts.js';
import { publishProblems } from './publish-checks.js';
import { sanitizeHtml } from './sanitize.js';
import { FALLBACK_LANGUAGE } from './service.js';

/**
 * What a timed release holds (docs/decisions/0251-cms-timed-releases.md), checked when it is scheduled or edited:
 * the pages' and menus' drafts are copied into the release then (later saves of a draft do not change it), the
 * masters' new content (a master has no draft: the release carries it, docs/decisions/0260-masters-and-menus-in-releases.md),
 * the popup's new texts and the products' publication and prices. `Replaced` is what going live put aside. Releases
 * saved before menus and masters could be in one have neither key.
 */
export type Section = Record<string, unknown>;
type NavItem = ContractSchema<'NavEditItem'>;
export interface ReleaseNavigation {
  navigationId: number;
  handle: string;
  title: string;
  items: NavItem[];
}
export interface ReleaseMaster {
  masterId: number;
  name: string;
  type: string;
  content: Section;
}
export interface ReleaseItems {
  pages: Array<{ pageId: number; slug: string; title: string; components: Section[] }>;
  navigations?: ReleaseNavigation[];
  masters?: ReleaseMaster[];
  popup: { elementId: number; fields: PopupFields } | null;
  products: ProductReleaseChange[];
}
export interface PopupFields {
  title: string;
  subtitle: string;
  description: string;
  showPopup: boolean;
}
export interface Replaced {
  pages: Array<{ pageId: number; components: Section[] }>;
  navigations?: Array<{ navigationId: number; items: NavItem[] }>;
  masters?: Array<{ masterId: number; content: Section }>;
  popup: { elementId: number; meta: Record<string, unknown> } | null;
  products: ProductReleaseState[];
}

export type ReleaseInput = ContractSchema<'CmsReleaseInput'>;

interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}

async function pageOf({ db, domain, language }: Ctx, slug: string) {
  for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
    const [page] = await db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.siteId, domain.siteId), eq(cmsPages.slug, slug), eq(cmsPages.languageCode, lang)))
      .limit(1);
    if (page) return page;
  }
  throw new AppError('NOT_FOUND', { message: 'Stranica nije pronađena.', payload: { slug } });
}

/** The site's popup element in the request's language (else the fallback language's). */
export async function popupElement({ db, domain, language }: Ctx) {
  for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
    const [row] = await db
      .select()
      .from(cmsElements)
      .where(
        and(
          eq(cmsElements.siteId, domain.siteId),
          eq(cmsElements.handler, 'popup'),
          eq(cmsElements.languageCode, lang),
        ),
      )
      .limit(1);
    if (row) return row;
  }
  throw new AppError('NOT_FOUND', { message: 'Skočni prozor nije pronađen.' });
}

/** Checks the input and answers what the release stores; a coded 4xx for anything it cannot put live. */
export async function releaseItems(ctx: Ctx, input: ReleaseInput, now: Date): Promise<ReleaseItems> {
  if (new Date(input.moment).getTime() <= now.getTime()) throw new AppError('CMS_RELEASE_MOMENT_PAST');
  const slugs = [...new Set(input.pages ?? [])];
  const changes = (input.products ?? []).filter(
    (p) => p.published !== undefined || p.regularPrice !== undefined || p.salePrice !== undefined,
  );
  const handles = [...new Set(input.navigations ?? [])];
  const masterInputs = [...new Map((input.masters ?? []).map((m) => [m.id, m])).values()];
  if (slugs.length + handles.length + masterInputs.length + changes.length === 0 && !input.popup)
    throw new AppError('CMS_RELEASE_EMPTY');
  const pages: ReleaseItems['pages'] = [];
  for (const slug of slugs) {
    const page = await pageOf(ctx, slug);
    if (!page.draftComponents) throw new AppError('CMS_RELEASE_NO_DRAFT', { payload: { slug } });
    const resolved = await drawnSections(ctx.db, ctx.domain.siteId, page.draftComponents);
    const problems = await publishProblems(ctx.db, ctx.domain.siteId, resolved);
    // Errors refuse as a publication would; warnings are accepted by scheduling (docs/decisions/0251).
    if (problems.some((p) => p.level === 'error')) throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
    pages.push({ pageId: page.id, slug: page.slug, title: page.title, components: page.draftComponents });
  }
  const navigations = await releaseNavigations(ctx, handles);
  const masters = await releaseMasters(ctx, masterInputs);
  const known = await productReleaseStates(
    ctx.db,
    changes.map((c) => c.productId),
  );
  const products: ProductReleaseChange[] = [];
  for (const change of changes) {
    if (!known.has(change.productId))
      throw new AppError('CMS_RELEASE_UNKNOWN_PRODUCT', { payload: { productId: change.productId } });
    if (change.salePrice !== undefined && change.regularPrice === undefined)
      throw new AppError('VALIDATION_FAILED', { payload: { field: 'regularPrice' } });
    checkReleasePrices(change);
    products.push({
      productId: change.productId,
      ...(change.published === undefined ? {} : { published: change.published }),
      ...(change.regularPrice === undefined
        ? {}
        : { regularPrice: change.regularPrice, salePrice: change.salePrice ?? null }),
    });
  }
  const popup = input.popup
    ? {
        elementId: (await popupElement(ctx)).id,
        fields: { ...input.popup, description: sanitizeHtml(input.popup.description) },
      }
    : null;
  return { pages, navigations, masters, popup, products };
}

/** The menus' drafts, copied; each checked as its publication would be (every problem refuses). */
async function releaseNavigations(ctx: Ctx, handles: readonly string[]): Promise<ReleaseNavigation[]> {
  if (handles.length === 0) return [];
  const menus = await navigationsOf(ctx);
  const navigations: ReleaseNavigation[] = [];
  for (const handle of handles) {
    const nav = menus.find((n) => n.handle === handle);
    if (!nav) throw new AppError('CMS_RELEASE_UNKNOWN_NAVIGATION', { payload: { handle } });
    const items = draftOf(nav);
    if (!items) throw new AppError('CMS_RELEASE_NAVIGATION_NO_DRAFT', { payload: { handle } });
    const problems = await navigationProblems(ctx.db, ctx.domain.siteId, items);
    if (problems.length) throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
    navigations.push({ navigationId: nav.id, handle: nav.handle, title: nav.title, items });
  }
  return navigations;
}

/** The masters' new content, checked as publishing the master checks it; the published content is no change. */
async function releaseMasters(ctx: Ctx, inputs: ReadonlyArray<{ id: number; content: Section }>) {
  if (inputs.length === 0) return [];
  const known = await mastersFor(ctx.db, ctx.domain.siteId);
  const masters: ReleaseMaster[] = [];
  for (const input of inputs) {
    const master = known.get(input.id);
    if (!master) throw new AppError('CMS_RELEASE_UNKNOWN_MASTER', { payload: { id: input.id } });
    const content = await checkedMasterContent(ctx.db, ctx.domain.siteId, master, input.content);
    if (same(content, master.content))
      throw new AppError('CMS_RELEASE_MASTER_UNCHANGED', { payload: { id: master.id } });
    masters.push({ masterId: master.id, name: master.name, type: master.type, content });
  }
  return masters;
}

/** What a new release can take: the popup now (its draft, else what shoppers see), the menus with a draft, masters. */
export async function releaseOptions(ctx: Ctx) {
  const popup = await popupElement(ctx);
  const meta: Record<string, unknown> = { ...popup.meta, ...popup.draftMeta };
  const menus = await navigationsOf(ctx);
  const masters = await mastersFor(ctx.db, ctx.domain.siteId);
  return {
    popup: {
      title: String(meta.title ?? ''),
      subtitle: String(meta.subtitle ?? ''),
      description: String(meta.description ?? ''),
      showPopup: meta.showPopup !== false,
    },
    navigations: menus.filter((n) => n.draftItems).map((n) => ({ handle: n.handle, title: n.title })),
    masters: [...masters.values()].map((m) => ({ id: m.id, name: m.name, type: m.type, content: m.content })),
  };
}

/**
 * The products of a release as they are now (or, once it went live, as they were before it) and as the release
 * makes them (for its list and preview).
 */
export async function productViews(
  db: Db,
  changes: readonly ProductReleaseChange[],
  before: readonly ProductReleaseState[] = [],
) {
  const states = await productReleaseStates(
    db,
    changes.map((c) => c.productId),
  );
  return changes.flatMap((change) => {
    const live = states.get(change.productId);
    if (!live) return [];
    const now = { ...live, ...before.find((b) => b.productId === change.productId) };
    return [
      {
        productId: change.productId,
        slug: now.slug,
        name: now.name,
        current: { published: now.published, regularPrice: now.regularPrice, salePrice: now.salePrice },
        next: {
          published: change.published ?? now.published,
          regularPrice: change.regularPrice ?? now.regularPrice,
          salePrice: change.regularPrice === undefined ? now.salePrice : (change.salePrice ?? null),
        },
      },
    ];
  });
}
