import { customOptionsFor } from '@shared/catalogue-admin.js';
import { normaliseSearchText, slugify } from '@shared/search-text.js';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import {
  attributes,
  attributeValues,
  bundleParts,
  categories,
  configurableAttributes,
  productAttributeValues,
  productCategories,
  products,
  productTags,
  tags,
} from '../../platform/db/schema/catalogue.js';
import { stockLedger } from '../../platform/db/schema/back-office.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { adminProduct, COLOUR_ATTRIBUTE, SIZE_ATTRIBUTE } from './product-read.js';
import { checkPrices, planPrices } from './prices.js';

export type ProductInput = ContractSchema<'AdminProductInput'>;

const field = (name: string) => ({ payload: { field: name } });

/** Refuses ids that name nothing, as a field error (a foreign key would otherwise fail as a 500). */
async function assertKnown(
  tx: Db,
  table: typeof categories | typeof tags | typeof attributeValues | typeof products,
  ids: number[],
  name: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw new AppError('VALIDATION_FAILED', field(name));
}

interface Combo {
  size: { id: number; label: string } | null;
  colour: { id: number; label: string } | null;
}

/** The size × colour combinations a configurable product sells, with their labels. */
async function combosOf(tx: Db, input: ProductInput): Promise<Combo[]> {
  if (input.format !== 'configurable') return [];
  const ids = [...input.sizeValueIds, ...input.colourValueIds];
  if (input.sizeValueIds.length === 0) throw new AppError('VALIDATION_FAILED', field('sizeValueIds'));
  const rows = ids.length
    ? await tx
        .select({ id: attributeValues.id, label: attributeValues.label, code: attributes.code })
        .from(attributeValues)
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(attributeValues.id, ids))
    : [];
  const pick = (want: number[], code: string, name: string) =>
    [...new Set(want)].map((id) => {
      const row = rows.find((r) => r.id === id && r.code === code);
      if (!row) throw new AppError('VALIDATION_FAILED', field(name));
      return { id, label: row.label };
    });
  const sizes = pick(input.sizeValueIds, SIZE_ATTRIBUTE, 'sizeValueIds');
  const colours = pick(input.colourValueIds, COLOUR_ATTRIBUTE, 'colourValueIds');
  return (colours.length > 0 ? colours : [null]).flatMap((colour) => sizes.map((size) => ({ size, colour })));
}

const suffixOf = (c: Combo) => [c.colour?.label, c.size?.label].filter(Boolean).join(' / ');
const variantSku = (sku: string, c: Combo) =>
  `${sku}-${normaliseSearchText(suffixOf(c))
    .replace(/[^a-z0-9]+/g, '')
    .toUpperCase()}`.slice(0, 64);
const variantSlug = (slug: string, c: Combo) => `${slug}-${slugify(suffixOf(c))}`.slice(0, 200);
const comboKey = (size: number | null, colour: number | null) => `${size ?? 0}:${colour ?? 0}`;

/** SKUs and slugs are unique across products and variants: a taken one is an error on its field. */
async function assertUnique(tx: Db, skus: string[], slugs: string[], ownIds: number[]) {
  const others = ownIds.length > 0 ? notInArray(products.id, ownIds) : undefined;
  const [sku] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.sku, skus), others))
    .limit(1);
  if (sku) throw new AppError('PRODUCT_SKU_TAKEN', field('sku'));
  const [slug] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.slug, slugs), others))
    .limit(1);
  if (slug) throw new AppError('PRODUCT_SLUG_TAKEN', field('slug'));
}

async function searchTextOf(tx: Db, input: ProductInput): Promise<string> {
  const names = input.categoryIds.length
    ? (
        await tx.select({ name: categories.name }).from(categories).where(inArray(categories.id, input.categoryIds))
      ).map((c) => c.name)
    : [];
  return normaliseSearchText([input.name, input.sku, input.shortDescription ?? '', ...names].join(' '));
}

/** The status as stored: a publication planned for later is a draft until the sweep publishes it. */
function statusOf(input: { status: 'draft' | 'published' | 'archived'; publishAt?: string | null }, now: Date) {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  const later = publishAt !== null && publishAt.getTime() > now.getTime();
  const status = input.status === 'published' && later ? 'draft' : input.status;
  return {
    status,
    archived: status !== 'published',
    publishAt: input.status === 'published' && later ? publishAt : null,
  };
}

/** What the audit log compares: the form's fields. */
async function snapshot(tx: Db, id: number, now: Date) {
  const p = await adminProduct(tx, id, 1, now);
  const live = p.variants.filter((v) => v.status !== 'archived');
  return {
    name: p.name,
    sku: p.sku,
    slug: p.slug,
    format: p.format,
    status: p.status,
    publishAt: p.publishAt,
    shortDescription: p.shortDescription,
    description: p.description,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    regularPrice: p.regularPrice,
    salePrice: p.salePrice,
    memberPrice: p.memberPrice,
    categoryIds: p.categoryIds,
    tagIds: [...p.tagIds].sort((a, b) => a - b),
    attributeValueIds: [...p.attributeValueIds].sort((a, b) => a - b),
    variants: live.map((v) => v.sku).sort(),
    bundleParts: p.bundleParts.map((b) => `${b.sku}×${b.quantity}`),
    services: p.services,
  };
}

async function writeLinks(tx: Db, id: number, input: ProductInput) {
  await tx.delete(productCategories).where(eq(productCategories.productId, id));
  const cats = [...new Set(input.categoryIds)];
  if (cats.length > 0)
    await tx
      .insert(productCategories)
      .values(cats.map((categoryId, i) => ({ categoryId, productId: id, isMain: i === 0, direct: true })));
  await tx.delete(productTags).where(eq(productTags.productId, id));
  const tagIds = [...new Set(input.tagIds)];
  if (tagIds.length > 0) await tx.insert(productTags).values(tagIds.map((tagId) => ({ productId: id, tagId })));
  await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, id));
  const valueIds = [...new Set(input.attributeValueIds)];
  if (valueIds.length > 0) {
    const rows = await tx
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
      .from(attributeValues)
      .where(inArray(attributeValues.id, valueIds));
    await tx
      .insert(productAttributeValues)
      .values(rows.map((v) => ({ productId: id, attributeId: v.attributeId, valueId: v.id })));
  }
  await tx.delete(bundleParts).where(eq(bundleParts.bundleId, id));
  if (input.format === 'bundle' && input.bundleParts.length > 0)
    await tx
      .insert(bundleParts)
      .values(
        input.bundleParts.map((p, position) => ({ bundleId: id, partId: p.productId, quantity: p.quantity, position })),
      );
}

async function checkInput(tx: Db, input: ProductInput) {
  checkPrices({ regularPrice: input.regularPrice, salePrice: input.salePrice, memberPrice: input.memberPrice });
  await assertKnown(tx, categories, input.categoryIds, 'categoryIds');
  await assertKnown(tx, tags, input.tagIds, 'tagIds');
  await assertKnown(tx, attributeValues, input.attributeValueIds, 'attributeValueIds');
  await assertKnown(
    tx,
    products,
    input.format === 'bundle' ? input.bundleParts.map((p) => p.productId) : [],
    'bundleParts',
  );
}

/**
 * Adds the variants of combinations the product does not sell yet (same prices as their product, no stock) and
 * archives those of combinations it no longer sells (orders keep pointing at them); answers the new variants' ids.
 */
async function syncVariants(
  tx: Db,
  parent: { id: number; name: string; sku: string; slug: string },
  combos: Combo[],
  base: Record<string, unknown>,
) {
  const variants = await tx.select({ id: products.id }).from(products).where(eq(products.parentId, parent.id));
  const axes = variants.length
    ? await tx
        .select({
          productId: productAttributeValues.productId,
          valueId: productAttributeValues.valueId,
          code: attributes.code,
        })
        .from(productAttributeValues)
        .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
        .where(
          and(
            inArray(
              productAttributeValues.productId,
              variants.map((v) => v.id),
            ),
            inArray(attributes.code, [SIZE_ATTRIBUTE, COLOUR_ATTRIBUTE]),
          ),
        )
    : [];
  const axis = (id: number, code: string) => axes.find((a) => a.productId === id && a.code === code)?.valueId ?? null;
  const existing = variants.map((v) => ({
    id: v.id,
    size: axis(v.id, SIZE_ATTRIBUTE),
    colour: axis(v.id, COLOUR_ATTRIBUTE),
  }));
  const wanted = new Map(combos.map((c) => [comboKey(c.size?.id ?? null, c.colour?.id ?? null), c]));
  const added: number[] = [];
  for (const v of existing) {
    const combo = wanted.get(comboKey(v.size, v.colour));
    // A variant carries its product's name and services; one no longer sold is archived.
    await tx
      .update(products)
      .set({
        status: combo ? 'published' : 'archived',
        archived: !combo,
        ...(combo
          ? { name: `${parent.name} – ${suffixOf(combo)}`.slice(0, 200), customOptions: base.customOptions as never }
          : {}),
      })
      .where(eq(products.id, v.id));
    wanted.delete(comboKey(v.size, v.colour));
  }
  for (const combo of wanted.values()) {
    const suffix = suffixOf(combo);
    const [row] = await tx
      .insert(products)
      .values({
        ...(base as object),
        name: `${parent.name} – ${suffix}`.slice(0, 200),
        nameSort: normaliseSearchText(`${parent.name} ${suffix}`).slice(0, 200),
        sku: variantSku(parent.sku, combo),
        slug: variantSlug(parent.slug, combo),
        format: 'simple',
        parentId: parent.id,
        isVisibleIndividually: false,
        status: 'published',
        archived: false,
        stockQuantity: 0,
      } as typeof products.$inferInsert)
      .returning({ id: products.id });
    const values = [combo.size, combo.colour].filter((v) => v !== null);
    const attrs = await tx
      .select({ id: attributes.id, code: attributes.code })
      .from(attributes)
      .where(inArray(attributes.code, [SIZE_ATTRIBUTE, COLOUR_ATTRIBUTE]));
    const attributeOf = (code: string) => attrs.find((a) => a.code === code)!.id;
    await tx
      .insert(productAttributeValues)
      .values([
        ...(combo.size
          ? [{ productId: row!.id, attributeId: attributeOf(SIZE_ATTRIBUTE), valueId: combo.size.id }]
          : []),
        ...(combo.colour
          ? [{ productId: row!.id, attributeId: attributeOf(COLOUR_ATTRIBUTE), valueId: combo.colour.id }]
          : []),
      ]);
    if (values.length === 0) throw new Error('a variant without size');
    added.push(row!.id);
  }
  await tx.delete(configurableAttributes).where(eq(configurableAttributes.productId, parent.id));
  if (combos.length > 0) {
    const codes = [SIZE_ATTRIBUTE, ...(combos.some((c) => c.colour) ? [COLOUR_ATTRIBUTE] : [])];
    const attrs = await tx
      .select({ id: attributes.id, code: attributes.code })
      .from(attributes)
      .where(inArray(attributes.code, codes));
    await tx.insert(configurableAttributes).values(
      codes.map((code, position) => ({
        productId: parent.id,
        attributeId: attrs.find((a) => a.code === code)!.id,
        position,
      })),
    );
  }
  return added;
}

function rowFields(input: ProductInput, searchText: string) {
  return {
    name: input.name,
    nameSort: normaliseSearchText(input.name).slice(0, 200),
    sku: input.sku,
    slug: input.slug,
    shortDescription: input.shortDescription ?? null,
    description: input.description ?? null,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    customOptions: customOptionsFor(input.services),
    searchText,
  };
}

/** Creates a product (with its variants or parts, links, prices from now and its first stock) in one transaction. */
export async function createProduct(
  app: FastifyInstance,
  actor: StaffActor,
  input: ProductInput,
  now: Date,
): Promise<number> {
  const id = await app.db.transaction((tx) => insertProduct(tx, actor, input, now));
  await announceCatalogueChange(app);
  return id;
}

/**
 * Writes a new product in the caller's transaction, audited as `product.create` (with the bulk action of a CSV
 * import that made it, which its undo archives: docs/decisions/0181-csv-by-sku.md).
 */
export async function insertProduct(
  tx: Db,
  actor: StaffActor,
  input: ProductInput,
  now: Date,
  bulkActionId?: number,
): Promise<number> {
  await checkInput(tx, input);
  const combos = await combosOf(tx, input);
  await assertUnique(
    tx,
    [input.sku, ...combos.map((c) => variantSku(input.sku, c))],
    [input.slug, ...combos.map((c) => variantSlug(input.slug, c))],
    [],
  );
  const state = statusOf(input, now);
  const stock = input.format === 'configurable' ? 0 : Math.max(0, input.stock ?? 0);
  const base = {
    type: 'product',
    brand: 'Zvijezda',
    retailPrice: input.regularPrice,
    finalPrice: input.salePrice ?? input.regularPrice,
    memberPrice: input.memberPrice,
    lowestPrice: input.salePrice ?? input.regularPrice,
    customOptions: customOptionsFor(input.services),
    updatedAt: now,
  };
  const [row] = await tx
    .insert(products)
    .values({
      ...base,
      ...rowFields(input, await searchTextOf(tx, input)),
      format: input.format,
      ...state,
      stockQuantity: stock,
      createdAt: now,
    })
    .returning({ id: products.id });
  const productId = row!.id;
  await writeLinks(tx, productId, input);
  const variants = await syncVariants(
    tx,
    { id: productId, name: input.name, sku: input.sku, slug: input.slug },
    combos,
    base,
  );
  await planPrices(
    tx,
    [productId, ...variants],
    { regular: input.regularPrice, sale: input.salePrice, member: input.memberPrice, from: now, to: null },
    now,
  );
  if (stock > 0)
    await tx.insert(stockLedger).values({
      productId,
      delta: stock,
      quantityAfter: stock,
      reason: 'delivery',
      note: 'Početna zaliha',
      userId: actor.id,
    });
  await recordChange(tx, actor, {
    kind: 'product',
    id: productId,
    action: 'product.create',
    changes: diffFields({}, await snapshot(tx, productId, now)),
    ...(bulkActionId === undefined ? {} : { bulkActionId }),
  });
  await refreshAfterWrite(tx, [productId]);
  return productId;
}

/** Saves the product form: fields, links, variants and, when they changed, prices from now; one transaction. */
export async function updateProduct(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  input: ProductInput,
  now: Date,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current || current.parentId !== null || current.type !== 'product')
      throw new AppError('NOT_FOUND', { message: 'Product not found.' });
    if (current.format !== input.format) throw new AppError('VALIDATION_FAILED', field('format'));
    await checkInput(tx, input);
    const before = await snapshot(tx, id, now);
    const combos = await combosOf(tx, input);
    const own = (await tx.select({ id: products.id }).from(products).where(eq(products.parentId, id))).map((v) => v.id);
    await assertUnique(
      tx,
      [input.sku, ...combos.map((c) => variantSku(input.sku, c))],
      [input.slug, ...combos.map((c) => variantSlug(input.slug, c))],
      [id, ...own],
    );
    const state = statusOf(input, now);
    await tx
      .update(products)
      .set({ ...rowFields(input, await searchTextOf(tx, input)), ...state, updatedAt: now })
      .where(eq(products.id, id));
    await writeLinks(tx, id, input);
    const base = {
      type: 'product',
      brand: current.brand,
      retailPrice: current.retailPrice,
      finalPrice: current.finalPrice,
      memberPrice: current.memberPrice,
      lowestPrice: current.lowestPrice,
      customOptions: customOptionsFor(input.services),
      updatedAt: now,
    };
    const added = await syncVariants(tx, { id, name: input.name, sku: input.sku, slug: input.slug }, combos, base);
    const pricesChanged =
      before.regularPrice !== input.regularPrice ||
      before.salePrice !== input.salePrice ||
      before.memberPrice !== input.memberPrice;
    const priced = pricesChanged ? [id, ...own, ...added] : added;
    await planPrices(
      tx,
      priced,
      { regular: input.regularPrice, sale: input.salePrice, member: input.memberPrice, from: now, to: null },
      now,
    );
    const changes = diffFields(before, await snapshot(tx, id, now));
    if (changes.length > 0) await recordChange(tx, actor, { kind: 'product', id, action: 'product.update', changes });
    await refreshAfterWrite(tx, [id]);
  });
  await announceCatalogueChange(app);
}

/** Publishes (now or at a moment), unpublishes or archives a product; one transaction. */
export async function setProductStatus(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  input: ContractSchema<'AdminProductStatusRequest'>,
  now: Date,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current || current.parentId !== null || current.type !== 'product')
      throw new AppError('NOT_FOUND', { message: 'Product not found.' });
    const next = statusOf(input, now);
    const before = { status: current.status, publishAt: current.publishAt?.toISOString() ?? null };
    const after = { status: next.status, publishAt: next.publishAt?.toISOString() ?? null };
    await tx
      .update(products)
      .set({ ...next, updatedAt: now })
      .where(eq(products.id, id));
    const changes = diffFields(before, after);
    if (changes.length > 0) await recordChange(tx, actor, { kind: 'product', id, action: 'product.status', changes });
    await refreshAfterWrite(tx, [id]);
  });
  await announceCatalogueChange(app);
}
