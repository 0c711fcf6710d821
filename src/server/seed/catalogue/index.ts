import path from 'node:path';
import { normaliseSearchText } from '@shared/search-text.js';
import type { Db } from '../../platform/db/client.js';
import {
  attributeSetAttributes,
  attributeSets,
  attributes,
  attributeValues,
  categories,
  tags,
} from '../../platform/db/schema/catalogue.js';
import { saveOriginal } from '../../modules/media/storage.js';
import { refreshListingKeys } from '../../modules/catalogue/repository/maintenance.js';
import { invalidateAttributes } from '../../modules/catalogue/repository/attributes.js';
import { ATTRIBUTE_SETS, ATTRIBUTES, CATEGORIES, TAGS } from './attributes.js';
import { imageSpecs, mediaKeysOf, renderImage, specKey, type ImageSpec } from './images.js';
import { PRODUCTS } from './products.js';
import { createRandom } from './random.js';
import { insertProduct, type SeedIds } from './writer.js';
import type { MediaTarget } from '../../modules/media/media-storage.js';

export interface SeedCatalogueOptions {
  mediaDir: MediaTarget;
  /** Where rendered PNGs are cached between runs (default .cache/seed-images). */
  imageCacheDir?: string;
  now?: Date;
}

/** Seeds the NK Zvijezda demo catalogue (deterministic: fixed PRNG seed, fixed definitions). */
export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<{ products: number }> {
  const now = options.now ?? new Date();
  const random = createRandom(20251);
  const cacheDir = options.imageCacheDir ?? path.resolve('.cache', 'seed-images');
  const ids = await seedReferenceData(db);
  const mediaIds = await seedImages(db, options.mediaDir, cacheDir);
  ids.media = mediaIds;

  const productIds = new Map<string, number>();
  for (const def of PRODUCTS) {
    productIds.set(def.slug, await insertProduct(db, def, ids, random, now, productIds.size + 1));
  }
  await linkProducts(db, productIds);
  await setCategoryImages(db, ids, productIds);
  await refreshListingKeys(db);
  invalidateAttributes(db);
  return { products: PRODUCTS.length };
}

async function seedReferenceData(db: Db): Promise<SeedIds> {
  const ids: SeedIds = {
    attributes: new Map(),
    values: new Map(),
    sets: new Map(),
    categories: new Map(),
    tags: new Map(),
    media: new Map(),
  };
  for (const [position, def] of ATTRIBUTES.entries()) {
    const [row] = await db
      .insert(attributes)
      .values({
        code: def.code,
        name: def.name,
        inputType: def.inputType,
        isFilterable: def.isFilterable,
        isConfigurable: def.isConfigurable,
        position,
      })
      .returning({ id: attributes.id });
    ids.attributes.set(def.code, row!.id);
    const values = await db
      .insert(attributeValues)
      .values(
        def.values.map((v, i) => ({
          attributeId: row!.id,
          label: v.label,
          value: v.value ?? null,
          isMedia: false,
          position: i,
        })),
      )
      .returning({ id: attributeValues.id, label: attributeValues.label });
    for (const value of values) ids.values.set(`${def.code}:${value.label}`, value.id);
  }
  for (const set of ATTRIBUTE_SETS) {
    const [row] = await db.insert(attributeSets).values({ name: set.name }).returning({ id: attributeSets.id });
    ids.sets.set(set.name, row!.id);
    if (set.codes.length > 0) {
      await db.insert(attributeSetAttributes).values(
        set.codes.map((code, i) => ({
          attributeSetId: row!.id,
          attributeId: ids.attributes.get(code)!,
          position: i,
        })),
      );
    }
  }
  for (const [position, def] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        name: def.name,
        slug: def.slug,
        description: def.description,
        parentId: def.parent ? (ids.categories.get(def.parent) ?? null) : null,
        sortTypes: [1, 2, 3, 4, 5, 6, 7, 8],
        sortDefaultType: def.sortDefault,
        position,
      })
      .returning({ id: categories.id });
    ids.categories.set(def.slug, row!.id);
  }
  const tagRows = await db.insert(tags).values(TAGS).returning({ id: tags.id, slug: tags.slug });
  for (const tag of tagRows) ids.tags.set(tag.slug, tag.id);
  return ids;
}

async function seedImages(db: Db, mediaDir: MediaTarget, cacheDir: string): Promise<Map<string, number>> {
  const unique = new Map<string, { spec: ImageSpec; title: string }>();
  for (const def of PRODUCTS) {
    for (const [i, spec] of imageSpecs(def).entries()) {
      if (!unique.has(specKey(spec)))
        unique.set(specKey(spec), { spec, title: i === 0 ? def.name : `${def.name} – stražnja strana` });
    }
  }
  const entries = [...unique.entries()];
  // Render a few at a time: sharp already uses worker threads, more would only queue.
  const buffers: Buffer[] = [];
  for (let i = 0; i < entries.length; i += 4) {
    buffers.push(...(await Promise.all(entries.slice(i, i + 4).map(([, { spec }]) => renderImage(spec, cacheDir)))));
  }
  const ids = new Map<string, number>();
  for (const [i, [key, { title }]] of entries.entries()) {
    const saved = await saveOriginal(db, mediaDir, {
      buffer: buffers[i]!,
      title,
      originalName: `${normaliseSearchText(title).replace(/ /g, '-')}.png`,
    });
    ids.set(key, saved.id);
  }
  return ids;
}

async function linkProducts(db: Db, productIds: Map<string, number>): Promise<void> {
  const { bundleParts, productUpsells } = await import('../../platform/db/schema/catalogue.js');
  for (const def of PRODUCTS) {
    const id = productIds.get(def.slug)!;
    if (def.parts) {
      await db.insert(bundleParts).values(
        def.parts.map(([slug, quantity], position) => ({
          bundleId: id,
          partId: productIds.get(slug)!,
          quantity,
          position,
        })),
      );
    }
    if (def.upsells) {
      await db
        .insert(productUpsells)
        .values(def.upsells.map((slug, position) => ({ productId: id, upsellId: productIds.get(slug)!, position })));
    }
  }
}

async function setCategoryImages(db: Db, ids: SeedIds, productIds: Map<string, number>): Promise<void> {
  const { eq } = await import('drizzle-orm');
  for (const category of CATEGORIES) {
    const first = PRODUCTS.find((p) => p.categories.includes(category.slug));
    const mediaId = first ? ids.media.get(mediaKeysOf(first)[0]!) : undefined;
    if (mediaId)
      await db
        .update(categories)
        .set({ imageMediaId: mediaId })
        .where(eq(categories.id, ids.categories.get(category.slug)!));
  }
  void productIds;
}
