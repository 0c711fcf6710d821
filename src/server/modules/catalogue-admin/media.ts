import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractSchema } from '../../platform/contract-types.js';
import { roundFocus, storedFocus } from '@shared/media.js';
import { productMedia, products } from '../../platform/db/schema/catalogue.js';
import { media } from '../../platform/db/schema/media.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { mediaStorageFromConfig, saveOriginal } from '../media/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';

/** The most images a product has, its variants' included (the spec's upload limit of the back office). */
export const MAX_PRODUCT_IMAGES = 20;
/** The largest original accepted. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The product and its variants' ids: images belong to either. */
async function familyOf(app: FastifyInstance, id: number): Promise<number[]> {
  const rows = await app.db
    .select({ id: products.id, parentId: products.parentId, type: products.type })
    .from(products)
    .where(or(eq(products.id, id), eq(products.parentId, id)));
  const main = rows.find((r) => r.id === id);
  if (!main || main.parentId !== null || main.type !== 'product')
    throw new AppError('NOT_FOUND', { message: 'Product not found.' });
  return rows.map((r) => r.id);
}

/**
 * Adds one image to a product or one of its variants (docs/decisions/0180-product-images.md): the bytes must be an
 * image sharp reads (JPEG, PNG, WebP, AVIF), at most 10 MB, with its alt text; stored by content hash, its presets
 * rendered on demand like every other image.
 */
export async function addProductImage(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  body: ContractSchema<'ProductImageUpload'>,
) {
  const family = await familyOf(app, id);
  const owner = body.variantId ?? id;
  if (!family.includes(owner)) throw new AppError('VALIDATION_FAILED', { payload: { field: 'variantId' } });
  if (!body.alt.trim()) throw new AppError('MEDIA_ALT_REQUIRED', { payload: { field: 'alt' } });
  const buffer = Buffer.from(body.contentBase64, 'base64');
  if (buffer.length === 0) throw new AppError('MEDIA_NOT_IMAGE', { payload: { field: 'file' } });
  if (buffer.length > MAX_IMAGE_BYTES) throw new AppError('MEDIA_TOO_LARGE', { payload: { field: 'file' } });
  const saved = await saveOriginal(app.db, mediaStorageFromConfig(app.config), {
    buffer,
    title: body.alt.trim().slice(0, 200),
    originalName: body.fileName.slice(0, 255),
    description: body.alt.trim(),
  }).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : '';
    if (/too large|pixel limit/i.test(message)) throw new AppError('MEDIA_TOO_LARGE', { payload: { field: 'file' } });
    throw new AppError('MEDIA_NOT_IMAGE', { payload: { field: 'file' } });
  });
  await app.db.transaction(async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    const [held] = await tx.select({ n: count() }).from(productMedia).where(inArray(productMedia.productId, family));
    if ((held?.n ?? 0) >= MAX_PRODUCT_IMAGES) throw new AppError('MEDIA_LIMIT_REACHED', { payload: { field: 'file' } });
    const [last] = await tx.select({ n: count() }).from(productMedia).where(eq(productMedia.productId, owner));
    const [row] = await tx
      .insert(productMedia)
      .values({
        productId: owner,
        mediaId: saved.id,
        position: last?.n ?? 0,
        isDefault: (last?.n ?? 0) === 0,
        description: body.alt.trim(),
      })
      .returning({ id: productMedia.id });
    await recordChange(tx, actor, {
      kind: 'media',
      id,
      action: 'media.add',
      changes: [
        {
          field: 'image',
          before: null,
          after: { id: row!.id, alt: body.alt.trim(), variantId: body.variantId ?? null },
        },
      ],
    });
    await refreshAfterWrite(tx, [id]);
  });
  await announceCatalogueChange(app);
}

/**
 * Saves a product's images as listed: their order (the first is the default), alt texts, which variant each shows,
 * and removes those left out; one transaction.
 */
export async function saveProductImages(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  body: ContractSchema<'ProductImagesSave'>,
) {
  const family = await familyOf(app, id);
  await app.db.transaction(async (tx) => {
    const current = await tx
      .select({
        id: productMedia.id,
        productId: productMedia.productId,
        mediaId: productMedia.mediaId,
        description: productMedia.description,
        focusX: media.focusX,
        focusY: media.focusY,
      })
      .from(productMedia)
      .innerJoin(media, eq(media.id, productMedia.mediaId))
      .where(inArray(productMedia.productId, family))
      .orderBy(asc(productMedia.position));
    for (const item of body.images) {
      if (!current.some((c) => c.id === item.id))
        throw new AppError('VALIDATION_FAILED', { payload: { field: 'images' } });
      if (item.variantId !== null && !family.includes(item.variantId))
        throw new AppError('VALIDATION_FAILED', { payload: { field: 'variantId' } });
      if (!item.alt.trim()) throw new AppError('MEDIA_ALT_REQUIRED', { payload: { field: `alt-${item.id}` } });
    }
    const kept = new Set(body.images.map((i) => i.id));
    const removed = current.filter((c) => !kept.has(c.id)).map((c) => c.id);
    if (removed.length > 0) await tx.delete(productMedia).where(inArray(productMedia.id, removed));
    const firstOf = new Map<number, number>();
    for (const [position, item] of body.images.entries()) {
      const owner = item.variantId ?? id;
      if (!firstOf.has(owner)) firstOf.set(owner, item.id);
      await tx
        .update(productMedia)
        .set({ position, productId: owner, description: item.alt.trim(), isDefault: firstOf.get(owner) === item.id })
        .where(and(eq(productMedia.id, item.id)));
    }
    // The crop focus is the image's (docs/decisions/0199-crop-focus.md): its cut presets get a new address and cache
    // file, so what was rendered around the old focus is never served for the new one.
    const focusOf = new Map(current.map((c) => [c.id, storedFocus(c.focusX, c.focusY)]));
    for (const item of body.images) {
      if (item.focus === undefined) continue;
      const focus = item.focus === null ? null : roundFocus(item.focus);
      if (JSON.stringify(focus) === JSON.stringify(focusOf.get(item.id))) continue;
      const link = current.find((c) => c.id === item.id)!;
      await tx
        .update(media)
        .set({ focusX: focus?.x ?? null, focusY: focus?.y ?? null })
        .where(eq(media.id, link.mediaId));
      focusOf.set(item.id, focus);
    }
    const before = current.map((c) => ({
      id: c.id,
      alt: c.description ?? '',
      variantId: c.productId === id ? null : c.productId,
      focus: storedFocus(c.focusX, c.focusY),
    }));
    const after = body.images.map((i) => ({
      id: i.id,
      alt: i.alt.trim(),
      variantId: i.variantId,
      focus: focusOf.get(i.id) ?? null,
    }));
    if (JSON.stringify(before) !== JSON.stringify(after))
      await recordChange(tx, actor, {
        kind: 'media',
        id,
        action: 'media.update',
        changes: [{ field: 'images', before, after }],
      });
    await refreshAfterWrite(tx, [id]);
  });
  await announceCatalogueChange(app);
}
