import { centsToEuros } from '@shared/money.js';
import { mediaUrl, storedFocus } from '@shared/media.js';
import { memberPriceFor } from '@shared/pricing.js';
import { isPurchasable, type ProductFormat } from '@shared/purchasability.js';
import { quantityForApi, usableStock } from '@shared/stock.js';
import { basicFromRetail } from '@shared/pricing.js';
import type { ProductRow, ProductSaleColumns } from '../../platform/db/schema/catalogue.js';
import type { MediaRow } from '../../platform/db/schema/media.js';
import type { MediaLink } from './repository/products.js';

/** Row -> contract shapes (api-schema/components/catalogue.yaml). Cents become euros only here. */

export function toMedia(file: MediaRow, apiKeyId: number) {
  return {
    id: file.id,
    title: file.title,
    description: file.description,
    mime: file.mime,
    extension: file.extension,
    width: file.width,
    height: file.height,
    url: mediaUrl(file, 'original', undefined, apiKeyId),
    access: file.access === 'private' ? ('private' as const) : ('public' as const),
    focus: storedFocus(file.focusX, file.focusY),
  };
}

export function toMediaEntry(link: MediaLink, apiKeyId: number) {
  return {
    id: link.entryId,
    media: toMedia(link.media, apiKeyId),
    description: link.description,
    order: link.position,
    default: link.isDefault,
  };
}

export function priceRef(cents: number | null) {
  return cents === null ? null : { retailPrice: centsToEuros(cents) };
}

/** The product columns a card needs (a listing page reads only these). */
export type CardRow = ProductSaleColumns &
  Pick<
    ProductRow,
    | 'shortDescription'
    | 'manufacturer'
    | 'brand'
    | 'featured'
    | 'lowestPrice'
    | 'discountPercentage'
    | 'categoryPriority'
    | 'rating'
    | 'ratingCount'
    | 'isVisibleIndividually'
  >;

/** The card fields every product answer shares; prices from the stored (write-time) Omnibus figures. */
export function toListItem(row: CardRow, media: readonly MediaLink[], apiKeyId: number, mediaLimit = 2) {
  const discounted = row.finalPrice < row.retailPrice;
  const usable = usableStock(row);
  return {
    id: row.id,
    product_id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    type: row.type as 'product' | 'service',
    format: row.format as ProductFormat,
    shortDescription: row.shortDescription,
    manufacturer: row.manufacturer,
    brand: row.brand,
    featured: row.featured,
    archived: row.archived,
    isPurchasable: row.isPurchasable,
    available: row.available,
    purchasable: isPurchasable({ ...row, format: row.format as ProductFormat }),
    stockQuantity: row.stockQuantity,
    usableQuantity: quantityForApi(usable),
    infiniteQuantity: row.infiniteQuantity,
    rating: row.rating,
    ratingCount: row.ratingCount,
    categoryPriority: row.categoryPriority,
    isVisibleIndividually: row.isVisibleIndividually,
    basicPrice: centsToEuros(basicFromRetail(row.retailPrice)),
    retailPrice: centsToEuros(row.retailPrice),
    finalPrice: centsToEuros(row.finalPrice),
    finalAmountWithTax: centsToEuros(row.finalPrice),
    discount: discounted ? { retailPrice: centsToEuros(row.finalPrice), percentage: row.discountPercentage } : null,
    lowestPrice: priceRef(row.lowestPrice),
    membershipPrice: priceRef(memberPriceFor(row.memberPrice, row.finalPrice)),
    media: media.slice(0, mediaLimit).map((link) => toMediaEntry(link, apiKeyId)),
  };
}

export type ListItem = ReturnType<typeof toListItem>;
