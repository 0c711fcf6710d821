import { z } from 'zod';
import { CMS_ICON_NAMES } from '@shared/cms-icons.js';
import { HTML_MAX, isEmptySection, TEXT_MAX } from '@shared/cms-sections.js';
import { AppError } from '../../platform/errors/index.js';
import { isSafeHref, sanitizeHtml } from './sanitize.js';

/**
 * The stored shape of each section kind (docs/decisions/0222-cms-drafts.md). The editor sends sections as it read
 * them (media expanded to objects); they are stored as the seed stores them (media as ids), every field checked,
 * rich text sanitised, so a draft can never hold what the storefront's renderer or the contract would refuse.
 */
const text = z.string().max(TEXT_MAX);
const mediaId = z.union([
  z.number().int().positive(),
  z.object({ id: z.number().int().positive() }).transform((m) => m.id),
]);
const link = z
  .object({
    type: z.enum(['category', 'product', 'page', 'external', 'named']),
    slug: z.string().max(200).optional(),
    url: z
      .string()
      .max(500)
      .refine((url) => isSafeHref(url))
      .optional(),
    name: z.string().max(100).optional(),
    newTab: z.boolean().optional(),
  })
  .strict();
const linkItem = z.object({ title: text, link }).strict();
const id = z.string().min(1).max(64);

const SHAPES = {
  hero: z
    .object({
      id,
      type: z.literal('hero'),
      media: mediaId,
      mobileMedia: mediaId.nullable().optional(),
      title: text,
      subtitle: text,
      cta: linkItem,
      // What the hero says on phones (docs/decisions/0250-section-mobile-variants.md).
      mobileOptions: z.object({ title: text, subtitle: text, ctaTitle: text }).partial().strict().optional(),
    })
    .strict(),
  productCarousel: z
    .object({
      id,
      type: z.literal('productCarousel'),
      title: text,
      filter: z
        .object({
          mainCategory: z.string().max(200).optional(),
          featured: z.boolean().optional(),
          onSale: z.boolean().optional(),
          tag: z.string().max(200).optional(),
          sort: z.string().max(40).optional(),
          limit: z.number().int().min(1).max(24).optional(),
          // Picked products, in the editor's order (docs/decisions/0248-picked-products.md).
          products: z
            .array(z.number().int().positive().max(2147483647))
            .max(24)
            .refine((ids) => new Set(ids).size === ids.length)
            .optional(),
        })
        .strict(),
      link: linkItem.nullable().optional(),
    })
    .strict(),
  categoryTiles: z
    .object({
      id,
      type: z.literal('categoryTiles'),
      title: text,
      tiles: z.array(z.object({ title: text, media: mediaId, link }).strict()).max(24),
    })
    .strict(),
  banner: z
    .object({
      id,
      type: z.literal('banner'),
      media: mediaId,
      // One of the shop's icons before the title (docs/decisions/0257-icon-options.md).
      icon: z.enum(CMS_ICON_NAMES).nullable().optional(),
      title: text,
      text: z.string().max(1000),
      link: linkItem,
    })
    .strict(),
  richText: z
    .object({
      id,
      type: z.literal('richText'),
      title: text.nullable().optional(),
      html: z.string().max(HTML_MAX).transform(sanitizeHtml),
    })
    .strict(),
  // Settings sections carry the shop's data (size tables...): the edit mode moves them, never changes them.
  settings: z.object({ id, type: z.literal('settings'), linkMeta: z.record(z.string(), z.unknown()) }).strict(),
} as const;

const invalid = (index: number, message: string) =>
  new AppError('VALIDATION_FAILED', { message, payload: { fields: [{ field: `components.${index}`, message }] } });

/** The sections as they are stored, or a coded 400 naming the first section that is wrong or empty. */
export function storedSections(raw: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const ids = new Set<string>();
  return raw.map((section, index) => {
    const shape = SHAPES[section.type as keyof typeof SHAPES];
    if (!shape) throw invalid(index, `Nepoznata vrsta sekcije: ${String(section.type)}.`);
    const parsed = shape.safeParse(section);
    if (!parsed.success) throw invalid(index, 'Sekcija nije ispravna.');
    const stored = parsed.data as Record<string, unknown>;
    if (ids.has(String(stored.id))) throw invalid(index, 'Dvije sekcije imaju istu oznaku.');
    ids.add(String(stored.id));
    if (isEmptySection(stored))
      throw new AppError('CMS_EMPTY_COMPONENT', { payload: { index, id: stored.id, type: stored.type } });
    return stored;
  });
}
