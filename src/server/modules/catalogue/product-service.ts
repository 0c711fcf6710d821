import { centsToEuros } from '@shared/money.js';
import { plainText } from '@shared/plain-text.js';
import { periodAt, pricesOfPeriod } from '@shared/price-timeline.js';
import { summarisePrice } from '@shared/pricing.js';
import { bundleQuantity, quantityForApi, usableStock } from '@shared/stock.js';
import { isBundlePurchasable } from '@shared/purchasability.js';
import type { Db } from '../../platform/db/client.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { bundlePartStates } from './bundle-service.js';
import { configurationsOf } from './configuration.js';
import { listItems, toProductAttribute } from './listing-service.js';
import { priceRef, toListItem, toMediaEntry } from './mappers.js';
import { PERSONALISATION_SERVICE, SPONSOR_SERVICE } from '@shared/validation/personalisation.js';
import { mediaFor, productsByIds, productsBySlug } from './repository/products.js';
import { productPageBySlugOrId } from './repository/product-page.js';

/** GET product/web/get: everything the product and bundle page needs, in one answer. */
export async function getProduct(db: Db, where: { slug?: string; id?: number }, apiKeyId: number, now = new Date()) {
  if (where.slug === undefined && where.id === undefined) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Give a slug or an id.',
      payload: { fields: [{ field: 'query/slug', message: 'slug or id required' }] },
    });
  }
  const page = await productPageBySlugOrId(db, where);
  if (!page) throw new AppError('NOT_FOUND', { message: 'Product not found.' });
  const { row: stored, attributes: attrs, categories: cats, tags: tagRows, history, attributeSet, upsellIds } = page;
  // The prices in force now come from the price timeline, also in the minute before the sweep copies a planned
  // change onto the row (docs/decisions/0178-price-timeline.md).
  const period = periodAt(history, now);
  const row = period ? { ...stored, ...pricesOfPeriod(period, stored) } : stored;
  // A simple product needs nothing more; configurations and the parent are further reads only when they exist.
  const [configurations, parent] = await Promise.all([
    configurationsOf(db, [row]),
    row.parentId === null ? null : productsByIds(db, [row.parentId]).then((m) => m.get(row.parentId as number) ?? null),
  ]);
  const prices = summarisePrice({
    retailPrice: row.retailPrice,
    finalPrice: row.finalPrice,
    memberPrice: row.memberPrice,
    history,
    now,
  });
  const bundles =
    row.format === 'bundle' ? await bundleParts(db, row, apiKeyId) : { parts: [], quantity: 0, purchasable: false };
  const configuration = configurations.get(row.id);
  const item = toListItem(row, page.media, apiKeyId, Number.POSITIVE_INFINITY);
  return {
    ...item,
    purchasable: row.format === 'bundle' ? bundles.purchasable : item.purchasable,
    description: row.description,
    discount: prices.discounted
      ? { retailPrice: centsToEuros(prices.finalPrice), percentage: prices.discountPercentage }
      : null,
    lowestPrice: priceRef(prices.lowestPrice),
    membershipPrice: priceRef(prices.memberPrice),
    attributes: attrs.map(toProductAttribute),
    attributeSet: attributeSet ? { id: attributeSet.id, name: attributeSet.name } : null,
    categories: cats.map(({ id, name, slug, main }) => ({ id, name, slug, main })),
    tags: tagRows.map(({ id, name, slug }) => ({ id, name, slug })),
    configurationAttributes: configuration?.configurationAttributes ?? [],
    associatedProducts: configuration?.associatedProducts ?? [],
    bundles: bundles.parts,
    quantity: row.format === 'bundle' ? quantityForApi(bundles.quantity) : quantityForApi(usableStock(row)),
    upsellProducts: upsellIds.length > 0 ? await listItems(db, upsellIds, apiKeyId) : [],
    customOptions: await withAddOnPrices(db, row.customOptions ?? []),
    parent: parent ? { id: parent.id, slug: parent.slug } : null,
    seo: {
      title: row.seoTitle?.trim() || null,
      description: plainText(row.seoDescription) || plainText(row.shortDescription || row.description) || row.name,
    },
  };
}

/**
 * The personalisation options with what each add-on costs: the price of the service product the cart charges for
 * it (number and text: the personalisation, once; sponsor: the sponsors), so the page can show it before the cart.
 */
async function withAddOnPrices<O extends { code: string }>(db: Db, options: O[]): Promise<(O & { price?: number })[]> {
  if (options.length === 0) return options;
  const services = await productsBySlug(db, [PERSONALISATION_SERVICE, SPONSOR_SERVICE]);
  const priceOf = (slug: string) => {
    const service = services.get(slug);
    return service ? { price: centsToEuros(service.finalPrice) } : {};
  };
  return options.map((option) =>
    option.code === 'number' || option.code === 'text'
      ? { ...option, ...priceOf(PERSONALISATION_SERVICE) }
      : option.code === 'sponsor'
        ? { ...option, ...priceOf(SPONSOR_SERVICE) }
        : option,
  );
}

/** A bundle's parts with what the bundle page needs to configure each one. */
async function bundleParts(db: Db, bundle: ProductRow, apiKeyId: number) {
  const states = await bundlePartStates(db, bundle.id);
  const partRows = states.map((s) => s.part);
  const [media, configurations] = await Promise.all([
    mediaFor(
      db,
      partRows.map((p) => p.id),
    ),
    configurationsOf(db, partRows),
  ]);
  const stock = states.map((s) => ({ usable: s.usable, quantity: s.quantity, purchasable: s.purchasable }));
  const parts = states.map((s) => {
    const configuration = configurations.get(s.part.id);
    return {
      product: {
        id: s.part.id,
        slug: s.part.slug,
        name: s.part.name,
        format: s.part.format as 'simple' | 'configurable' | 'bundle' | 'eProduct',
        purchasable: s.purchasable,
        usableQuantity: quantityForApi(s.usable),
        finalPrice: centsToEuros(s.part.finalPrice),
        media: (media.get(s.part.id) ?? []).slice(0, 2).map((link) => toMediaEntry(link, apiKeyId)),
        configurationAttributes: configuration?.configurationAttributes ?? [],
        associatedProducts: configuration?.associatedProducts ?? [],
        customOptions: s.part.customOptions ?? [],
      },
      quantity: s.quantity,
    };
  });
  return { parts, quantity: bundleQuantity(stock), purchasable: isBundlePurchasable(bundle, stock) };
}
