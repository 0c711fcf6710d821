import { servicesOf } from '@shared/catalogue-admin.js';
import { mediaUrl, storedFocus } from '@shared/media.js';
import { plannedAfter } from '@shared/price-timeline.js';
import { STOCK_BUFFER } from '@shared/stock.js';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  attributes,
  attributeValues,
  bundleParts,
  categories,
  priceHistory,
  productAttributeValues,
  productCategories,
  productMedia,
  products,
  productTags,
  tags,
} from '../../platform/db/schema/catalogue.js';
import { media } from '../../platform/db/schema/media.js';
import { AppError } from '../../platform/errors/index.js';

/** The attributes whose values make a configurable product's variants (size × colour). */
export const SIZE_ATTRIBUTE = 'velicina';
export const COLOUR_ATTRIBUTE = 'boja';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the product form and the filters choose from: categories, tags and the attributes with their values. */
export async function productOptions(db: Db) {
  const [cats, tagRows, attrs, values] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db.select({ id: tags.id, name: tags.name }).from(tags).orderBy(asc(tags.name)),
    db.select().from(attributes).orderBy(asc(attributes.position)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.position)),
  ]);
  return {
    categories: cats,
    tags: tagRows,
    attributes: attrs
      .filter((a) => a.code === SIZE_ATTRIBUTE || a.code === COLOUR_ATTRIBUTE || a.isFilterable)
      .map((a) => ({
        id: a.id,
        code: a.code,
        name: a.name,
        axis: a.code === SIZE_ATTRIBUTE ? ('size' as const) : a.code === COLOUR_ATTRIBUTE ? ('colour' as const) : null,
        values: values.filter((v) => v.attributeId === a.id).map((v) => ({ id: v.id, label: v.label })),
      })),
  };
}

/** A product as the back office edits it: fields, variants with stock and prices, parts, images and prices ahead. */
export async function adminProduct(db: Db, id: number, apiKeyId: number, now: Date) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row || row.parentId !== null || row.type !== 'product')
    throw new AppError('NOT_FOUND', { message: 'Product not found.' });
  const variants = await db.select().from(products).where(eq(products.parentId, id)).orderBy(asc(products.id));
  const ids = [id, ...variants.map((v) => v.id)];
  const [cats, tagRows, values, parts, pictures, periods] = await Promise.all([
    db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.productId, id), eq(productCategories.direct, true)))
      .orderBy(asc(productCategories.categoryId)),
    db.select({ id: productTags.tagId }).from(productTags).where(eq(productTags.productId, id)),
    db
      .select({
        productId: productAttributeValues.productId,
        valueId: productAttributeValues.valueId,
        code: attributes.code,
      })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
      .where(and(inArray(productAttributeValues.productId, ids), isNotNull(productAttributeValues.valueId))),
    db
      .select({ productId: bundleParts.partId, quantity: bundleParts.quantity, sku: products.sku, name: products.name })
      .from(bundleParts)
      .innerJoin(products, eq(products.id, bundleParts.partId))
      .where(eq(bundleParts.bundleId, id))
      .orderBy(asc(bundleParts.position)),
    db
      .select({
        id: productMedia.id,
        productId: productMedia.productId,
        position: productMedia.position,
        alt: productMedia.description,
        media,
      })
      .from(productMedia)
      .innerJoin(media, eq(media.id, productMedia.mediaId))
      .where(inArray(productMedia.productId, ids))
      .orderBy(asc(productMedia.position), asc(productMedia.id)),
    db.select().from(priceHistory).where(eq(priceHistory.productId, id)).orderBy(asc(priceHistory.validFrom)),
  ]);
  const axisValue = (productId: number, code: string) =>
    values.find((v) => v.productId === productId && v.code === code)?.valueId ?? null;
  const own = values.filter((v) => v.productId === id && v.code !== SIZE_ATTRIBUTE && v.code !== COLOUR_ATTRIBUTE);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    format: row.format,
    status: row.status,
    publishAt: iso(row.publishAt),
    shortDescription: row.shortDescription,
    description: row.description,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    regularPrice: row.retailPrice,
    salePrice: row.finalPrice < row.retailPrice ? row.finalPrice : null,
    memberPrice: row.memberPrice,
    stock: row.stockQuantity,
    infiniteQuantity: row.infiniteQuantity,
    categoryIds: cats.sort((a, b) => Number(b.isMain) - Number(a.isMain)).map((c) => c.categoryId),
    tagIds: tagRows.map((t) => t.id),
    attributeValueIds: own.map((v) => v.valueId as number),
    services: servicesOf(row.customOptions),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      name: v.name,
      sizeValueId: axisValue(v.id, SIZE_ATTRIBUTE),
      colourValueId: axisValue(v.id, COLOUR_ATTRIBUTE),
      status: v.status,
      stock: v.stockQuantity,
      usable: Math.max(0, v.stockQuantity - STOCK_BUFFER),
      regularPrice: v.retailPrice,
      finalPrice: v.finalPrice,
    })),
    bundleParts: parts,
    media: pictures.map((p) => ({
      id: p.id,
      variantId: p.productId === id ? null : p.productId,
      alt: p.alt ?? '',
      position: p.position,
      thumbnail: mediaUrl(p.media, 'small', undefined, apiKeyId),
      image: mediaUrl(p.media, 'medium', undefined, apiKeyId),
      width: p.media.width,
      height: p.media.height,
      focus: storedFocus(p.media.focusX, p.media.focusY),
    })),
    plannedPrices: plannedAfter(periods, now).map((p) => ({
      from: p.validFrom.toISOString(),
      to: iso(p.validTo),
      regularPrice: p.regularPrice ?? row.retailPrice,
      finalPrice: p.price,
      memberPrice: p.memberPrice,
    })),
    priceHistory: periods
      .filter((p) => p.validFrom.getTime() <= now.getTime())
      .slice(-10)
      .map((p) => ({
        from: p.validFrom.toISOString(),
        to: iso(p.validTo),
        finalPrice: p.price,
        regularPrice: p.regularPrice,
      })),
    updatedAt: row.updatedAt.toISOString(),
  };
}
