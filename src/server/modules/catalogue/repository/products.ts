import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import {
  attributes,
  attributeValues,
  bundleParts,
  categories,
  configurableAttributes,
  productAttributeValues,
  productCategories,
  productMedia,
  products,
  productTags,
  tags,
  type ProductRow,
} from '../../../platform/db/schema/catalogue.js';
import { media, type MediaRow } from '../../../platform/db/schema/media.js';

/** Product reads by id; every function takes a batch of ids so a page costs a fixed number of queries. */

export async function productsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Products by slug (the add-ons' service products), keyed by slug. */
export async function productsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, ProductRow>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row]));
}

export interface MediaLink {
  entryId: number;
  productId: number;
  position: number;
  isDefault: boolean;
  description: string | null;
  media: MediaRow;
}

/** Media entries per product, sorted by order and then by the default flag (docs/spec/shop.md product card). */
export async function mediaFor(db: Db, productIds: readonly number[]): Promise<Map<number, MediaLink[]>> {
  const result = new Map<number, MediaLink[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ link: productMedia, media })
    .from(productMedia)
    .innerJoin(media, eq(media.id, productMedia.mediaId))
    .where(inArray(productMedia.productId, [...productIds]))
    .orderBy(
      asc(productMedia.productId),
      asc(productMedia.position),
      desc(productMedia.isDefault),
      asc(productMedia.id),
    );
  for (const { link, media: file } of rows) {
    const list = result.get(link.productId) ?? [];
    list.push({
      entryId: link.id,
      productId: link.productId,
      position: link.position,
      isDefault: link.isDefault,
      description: link.description,
      media: file,
    });
    result.set(link.productId, list);
  }
  return result;
}

export interface AttributeLink {
  productId: number;
  attributeId: number;
  code: string;
  name: string;
  inputType: string;
  valueId: number | null;
  valueLabel: string | null;
  value: string | null;
  valueNumber: number | null;
  valueText: string | null;
}

export async function attributesFor(db: Db, productIds: readonly number[]): Promise<AttributeLink[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productAttributeValues.productId,
      attributeId: attributes.id,
      code: attributes.code,
      name: attributes.name,
      inputType: attributes.inputType,
      valueId: productAttributeValues.valueId,
      valueLabel: attributeValues.label,
      value: attributeValues.value,
      valueNumber: productAttributeValues.valueNumber,
      valueText: productAttributeValues.valueText,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .leftJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .where(inArray(productAttributeValues.productId, [...productIds]))
    .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position));
}

export async function categoriesFor(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productCategories.productId,
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      main: productCategories.isMain,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(inArray(productCategories.productId, [...productIds]), eq(productCategories.direct, true)))
    .orderBy(desc(productCategories.isMain), asc(categories.position), asc(categories.id));
}

export async function tagsFor(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productTags.productId, id: tags.id, name: tags.name, slug: tags.slug })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(inArray(productTags.productId, [...productIds]))
    .orderBy(asc(tags.name));
}

/** Variants (children) of configurable products, not archived. */
export async function variantsOf(db: Db, parentIds: readonly number[]): Promise<ProductRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.parentId, [...parentIds]), eq(products.archived, false)))
    .orderBy(asc(products.id));
}

export async function configurableAttributesOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: configurableAttributes.productId, attributeId: configurableAttributes.attributeId })
    .from(configurableAttributes)
    .where(inArray(configurableAttributes.productId, [...productIds]))
    .orderBy(asc(configurableAttributes.position));
}

export async function bundlePartsOf(db: Db, bundleId: number) {
  return db
    .select({ partId: bundleParts.partId, quantity: bundleParts.quantity })
    .from(bundleParts)
    .where(eq(bundleParts.bundleId, bundleId))
    .orderBy(asc(bundleParts.position), asc(bundleParts.partId));
}
