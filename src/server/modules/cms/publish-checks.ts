import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { isEmptySection, SECTION_KIND_TEXT } from '@shared/cms-sections.js';
import type { Db } from '../../platform/db/client.js';
import { categories, products } from '../../platform/db/schema/catalogue.js';
import { cmsPages } from '../../platform/db/schema/cms.js';
import { events, postTags, posts } from '../../platform/db/schema/content.js';
import { findMediaByIds } from './repository.js';

/**
 * The checks before a page is published (docs/decisions/0222-cms-drafts.md). An empty section or a link to a page,
 * product or category the shop does not have blocks publication; an image with no alt text is a warning the editor
 * may publish past.
 */
export interface PublishProblem {
  level: 'error' | 'warning';
  kind: 'empty' | 'brokenLink' | 'missingAlt';
  sectionId: string;
  message: string;
}

/** The internal link kinds (docs/decisions/0252-link-options-through-the-item-picker.md): an event by its id as text. */
export type TargetType = 'category' | 'product' | 'page' | 'post' | 'event' | 'tag';
type Target = { type: TargetType; slug: string; sectionId: string };
const TARGET_TYPES = new Set<unknown>(['category', 'product', 'page', 'post', 'event', 'tag']);

const sectionName = (section: Record<string, unknown>, index: number) =>
  `${index + 1}. ${SECTION_KIND_TEXT[String(section.type)] ?? String(section.type)}`;

/** Every internal link target of a section: link objects anywhere inside, and the paths of its rich text's anchors. */
function internalTargets(value: unknown, sectionId: string, out: Target[]): void {
  if (Array.isArray(value)) for (const v of value) internalTargets(v, sectionId, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (TARGET_TYPES.has(record.type) && typeof record.slug === 'string')
      out.push({ type: record.type as TargetType, slug: record.slug, sectionId });
    for (const v of Object.values(record)) internalTargets(v, sectionId, out);
  } else if (typeof value === 'string' && value.includes('href="/')) {
    for (const [, path] of value.matchAll(/href="(\/[^"#?]*)/g)) {
      const [first, second] = (path ?? '').split('/').filter(Boolean);
      if (first === 'shop' && second) out.push({ type: 'category', slug: second, sectionId });
      else if (first === 'product' && second) out.push({ type: 'product', slug: second, sectionId });
      else if (first && !second) out.push({ type: 'page', slug: first, sectionId });
    }
  }
}

/** Top-level shop routes an anchor may point at that are not CMS pages (the spec's public routes). */
const ROUTES = new Set([
  'kosarica',
  'naplata',
  'pretraga',
  'prijava',
  'profil',
  'registracija',
  'kontakt',
  'objave',
  'shop',
  'zaboravljena-lozinka',
]);

/** The slugs among `targets` that the shop has, by kind (also the navigation's checks, docs/decisions/0234). */
export async function existingTargets(
  db: Db,
  siteId: number,
  targets: ReadonlyArray<{ type: TargetType; slug: string }>,
) {
  const slugs = (type: TargetType) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.slug))];
  const eventIds = slugs('event')
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number);
  const [pageRows, productRows, categoryRows, postRows, eventRows, tagRows] = await Promise.all([
    slugs('page').length
      ? db
          .select({ slug: cmsPages.slug })
          .from(cmsPages)
          .where(and(eq(cmsPages.siteId, siteId), eq(cmsPages.published, true), inArray(cmsPages.slug, slugs('page'))))
      : [],
    slugs('product').length
      ? db
          .select({ slug: products.slug })
          .from(products)
          .where(and(eq(products.status, 'published'), inArray(products.slug, slugs('product'))))
      : [],
    slugs('category').length
      ? db
          .select({ slug: categories.slug })
          .from(categories)
          .where(inArray(categories.slug, slugs('category')))
      : [],
    slugs('post').length
      ? db
          .select({ slug: posts.slug })
          .from(posts)
          .where(and(eq(posts.siteId, siteId), isNotNull(posts.publishedAt), inArray(posts.slug, slugs('post'))))
      : [],
    eventIds.length
      ? db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.siteId, siteId), isNotNull(events.publishedAt), inArray(events.id, eventIds)))
      : [],
    slugs('tag').length
      ? db
          .select({ slug: postTags.slug })
          .from(postTags)
          .where(and(eq(postTags.siteId, siteId), inArray(postTags.slug, slugs('tag'))))
      : [],
  ]);
  return {
    page: new Set([...pageRows.map((r) => r.slug), ...ROUTES]),
    product: new Set(productRows.map((r) => r.slug)),
    category: new Set(categoryRows.map((r) => r.slug)),
    post: new Set(postRows.map((r) => r.slug)),
    event: new Set(eventRows.map((r) => String(r.id))),
    tag: new Set(tagRows.map((r) => r.slug)),
  };
}

/** What a broken link leads to, in the accusative with its relative pronoun ('... vodi na proizvod koji ne postoji'). */
export const TARGET_TEXT = {
  page: 'stranicu koja',
  product: 'proizvod koji',
  category: 'kategoriju koja',
  post: 'objavu koja',
  event: 'događaj koji',
  tag: 'oznaku koja',
} as const;

export async function publishProblems(
  db: Db,
  siteId: number,
  sections: readonly Record<string, unknown>[],
): Promise<PublishProblem[]> {
  const problems: PublishProblem[] = [];
  const targets: Target[] = [];
  const mediaIds = new Map<number, string>();
  sections.forEach((section, index) => {
    const sectionId = String(section.id);
    if (isEmptySection(section))
      problems.push({
        level: 'error',
        kind: 'empty',
        sectionId,
        message: `${sectionName(section, index)}: sekcija je prazna.`,
      });
    internalTargets(section, sectionId, targets);
    // The hero's image is the page's content (its artwork carries the headline): it needs a description.
    if (section.type === 'hero' && typeof section.media === 'number') mediaIds.set(section.media, sectionId);
  });
  const found = await existingTargets(db, siteId, targets);
  for (const target of targets) {
    if (found[target.type].has(target.slug)) continue;
    const index = sections.findIndex((s) => String(s.id) === target.sectionId);
    problems.push({
      level: 'error',
      kind: 'brokenLink',
      sectionId: target.sectionId,
      message: `${sectionName(sections[index]!, index)}: poveznica vodi na ${TARGET_TEXT[target.type]} ne postoji (${target.slug}).`,
    });
  }
  const described = new Map((await findMediaByIds(db, [...mediaIds.keys()])).map((m) => [m.id, m.description]));
  for (const [id, sectionId] of mediaIds) {
    if (described.get(id)?.trim()) continue;
    const index = sections.findIndex((s) => String(s.id) === sectionId);
    problems.push({
      level: 'warning',
      kind: 'missingAlt',
      sectionId,
      message: `${sectionName(sections[index]!, index)}: slika nema opis (alt tekst).`,
    });
  }
  return problems;
}
