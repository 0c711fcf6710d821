import { customOptionsFor } from '@shared/catalogue-admin.js';
import { summarisePrice, type PriceHistoryEntry } from '@shared/pricing.js';
import { normaliseSearchText } from '@shared/search-text.js';
import type { Db } from '../../platform/db/client.js';
import {
  configurableAttributes,
  priceHistory,
  productAttributeValues,
  productCategories,
  productMedia,
  products,
  productTags,
} from '../../platform/db/schema/catalogue.js';
import { ADULT_SIZES, KIDS_SIZES } from './attributes.js';
import { descriptionOf } from './descriptions.js';
import { mediaKeysOf } from './images.js';
import type { ProductDef } from './products.js';
import type { Random } from './random.js';

export interface SeedIds {
  attributes: Map<string, number>;
  /** "code:label" -> value id */
  values: Map<string, number>;
  sets: Map<string, number>;
  categories: Map<string, number>;
  tags: Map<string, number>;
  /** image spec key -> media id */
  media: Map<string, number>;
}

const DAY = 86_400_000;
/** A personalisable product offers both services (the back office builds the same options). */
const PERSONALISATION = customOptionsFor({ personalisation: true, sponsor: true });

/**
 * Price history of a product: the regular price for months; a discounted product also had a short promotion
 * 40 days ago (inside the 30 days before the current reduction, so it is the Omnibus reference) and is
 * reduced since 10 days ago.
 */
export function historyFor(def: ProductDef, now: Date): PriceHistoryEntry[] {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  if (def.sale === undefined) return [{ price: def.price, validFrom: at(180), validTo: null }];
  const promo = Math.round((def.price * 0.85) / 10) * 10 - 1;
  return [
    { price: def.price, validFrom: at(180), validTo: at(35) },
    { price: promo, validFrom: at(35), validTo: at(30) },
    { price: def.price, validFrom: at(30), validTo: at(10) },
    { price: def.sale, validFrom: at(10), validTo: null },
  ];
}

function baseRow(def: ProductDef, ids: SeedIds, now: Date) {
  const history = historyFor(def, now);
  const stored = storedPrices(def, history, now);
  const set = def.format === 'eProduct' ? 'Poklon bon' : def.sizes || def.shape === 'jersey' ? 'Odjeća' : 'Suveniri';
  return {
    type: def.type ?? 'product',
    name: def.name,
    nameSort: normaliseSearchText(def.name),
    shortDescription: def.short,
    description: descriptionOf(def),
    manufacturer: 'NK Zvijezda d.o.o.',
    brand: def.type === 'service' ? null : 'Zvijezda',
    featured: def.featured ?? false,
    retailPrice: def.price,
    finalPrice: def.sale ?? def.price,
    memberPrice: def.member ?? null,
    lowestPrice: stored.lowestPrice,
    discountPercentage: stored.discountPercentage,
    categoryPriority: def.priority ?? 10,
    attributeSetId: ids.sets.get(set) ?? null,
    infiniteQuantity: def.infinite ?? false,
    searchText: normaliseSearchText([def.name, def.short, 'Zvijezda', ...def.categories].join(' ')),
    history,
  };
}

/** Inserts one product (with its variants, attributes, categories, media, tags and price history); returns its id. */
export async function insertProduct(
  db: Db,
  def: ProductDef,
  ids: SeedIds,
  random: Random,
  now: Date,
  index: number,
): Promise<number> {
  const { history, ...base } = baseRow(def, ids, now);
  const configurable = def.sizes !== undefined;
  const skuBase = `ZV-${String(index).padStart(4, '0')}-${def.slug
    .split('-')
    .map((w) => w.slice(0, 3).toUpperCase())
    .join('')
    .slice(0, 12)}`;
  const [row] = await db
    .insert(products)
    .values({
      ...base,
      slug: def.slug,
      sku: skuBase,
      format: configurable ? 'configurable' : (def.format ?? 'simple'),
      stockQuantity: configurable ? 0 : typeof def.stock === 'number' ? def.stock : random.int(8, 60),
      isVisibleIndividually: def.visible ?? true,
      customOptions: def.personalise ? PERSONALISATION : null,
      createdAt: new Date(now.getTime() - random.int(1, 300) * DAY),
    })
    .returning({ id: products.id });
  const id = row!.id;
  await db
    .insert(priceHistory)
    .values(history.map((h) => ({ productId: id, price: h.price, validFrom: h.validFrom, validTo: h.validTo })));
  await insertAttributes(db, id, def, ids);
  const categoryIds = def.categories.map((slug) => ids.categories.get(slug)!);
  if (categoryIds.length > 0) {
    await db
      .insert(productCategories)
      .values(categoryIds.map((categoryId, i) => ({ categoryId, productId: id, isMain: i === 0, direct: true })));
  }
  const tagIds = (def.tags ?? []).map((slug) => ids.tags.get(slug)!).filter(Boolean);
  if (tagIds.length > 0) await db.insert(productTags).values(tagIds.map((tagId) => ({ productId: id, tagId })));
  const mediaIds = mediaKeysOf(def).map((key) => ids.media.get(key)!);
  await db
    .insert(productMedia)
    .values(mediaIds.map((mediaId, i) => ({ productId: id, mediaId, position: i, isDefault: i === 0 })));
  if (configurable) await insertVariants(db, id, skuBase, def, ids, random, base);
  return id;
}

async function insertAttributes(db: Db, productId: number, def: ProductDef, ids: SeedIds) {
  const value = (code: string, label: string | undefined) => (label ? ids.values.get(`${code}:${label}`) : undefined);
  const rows = [
    ['materijal', value('materijal', def.material)],
    ['kroj', value('kroj', def.cut)],
    ['sezona', value('sezona', def.season)],
    ['boja', def.variantColours ? undefined : value('boja', def.colour)],
    ['potpisan', def.shape === 'jersey' ? value('potpisan', def.signed ? 'Da' : 'Ne') : undefined],
  ] as const;
  const values = rows
    .filter(([, valueId]) => valueId !== undefined)
    .map(([code, valueId]) => ({ productId, attributeId: ids.attributes.get(code)!, valueId: valueId! }));
  if (values.length > 0) await db.insert(productAttributeValues).values(values);
}

async function insertVariants(
  db: Db,
  parentId: number,
  skuBase: string,
  def: ProductDef,
  ids: SeedIds,
  random: Random,
  base: Omit<ReturnType<typeof baseRow>, 'history'>,
) {
  const sizes = def.sizes === 'kids' ? KIDS_SIZES : ADULT_SIZES;
  const colours = def.variantColours ?? [undefined];
  const codes = ['velicina', ...(def.variantColours ? ['boja'] : [])];
  await db
    .insert(configurableAttributes)
    .values(codes.map((code, position) => ({ productId: parentId, attributeId: ids.attributes.get(code)!, position })));
  const stockList = Array.isArray(def.stock) ? def.stock : [];
  for (const colour of colours) {
    for (const [i, size] of sizes.entries()) {
      const suffix = colour ? `${colour} / ${size}` : size;
      const [variant] = await db
        .insert(products)
        .values({
          ...base,
          name: `${def.name} – ${suffix}`,
          nameSort: normaliseSearchText(`${def.name} ${suffix}`),
          slug: `${def.slug}-${normaliseSearchText(suffix).replace(/ /g, '-')}`,
          sku: `${skuBase}-${normaliseSearchText(suffix).replace(/ /g, '').toUpperCase()}`,
          format: 'simple',
          parentId,
          isVisibleIndividually: false,
          stockQuantity: colour === undefined && stockList[i] !== undefined ? stockList[i]! : random.int(3, 40),
          customOptions: def.personalise ? PERSONALISATION : null,
        })
        .returning({ id: products.id });
      const values = [
        {
          productId: variant!.id,
          attributeId: ids.attributes.get('velicina')!,
          valueId: ids.values.get(`velicina:${size}`)!,
        },
      ];
      if (colour)
        values.push({
          productId: variant!.id,
          attributeId: ids.attributes.get('boja')!,
          valueId: ids.values.get(`boja:${colour}`)!,
        });
      await db.insert(productAttributeValues).values(values);
    }
  }
}

/** The Omnibus figures stored on the product row (the product page recomputes them live from the history). */
export function storedPrices(
  def: { price: number; sale?: number | undefined },
  history: PriceHistoryEntry[],
  now: Date,
) {
  const summary = summarisePrice({
    retailPrice: def.price,
    finalPrice: def.sale ?? def.price,
    memberPrice: null,
    history,
    now,
  });
  return { lowestPrice: summary.lowestPrice, discountPercentage: summary.discountPercentage };
}
