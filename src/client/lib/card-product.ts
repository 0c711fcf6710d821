import type { ProductListItem, ProductPage } from './api-types.js';
import { cardImages } from './media-order.js';

type ListedMedia = ProductListItem['media'][number];

/** An image as a card draws it: the media library reference and its size (MediaImage), and its place in the order. */
export interface CardMedia {
  order: number;
  default: boolean;
  media: Pick<ListedMedia['media'], 'id' | 'title' | 'extension' | 'width' | 'height'>;
}

/** What a product card draws and its actions need (ProductCard, add to cart, the wishlist heart), nothing else. */
export type CardProduct = Pick<
  ProductListItem,
  | 'id'
  | 'name'
  | 'slug'
  | 'format'
  | 'purchasable'
  | 'retailPrice'
  | 'finalPrice'
  | 'membershipPrice'
  | 'rating'
  | 'ratingCount'
> & { media: CardMedia[] };

/** A page of products as the lists hold it: the answer's paging with card products. */
export type CardPage = Omit<ProductPage, 'records'> & { records: CardProduct[] };

/**
 * A listed product cut down to its card. The lists keep only this, so a server-rendered list carries about a
 * third of the answer in its page (docs/decisions/0124-page-data-carries-what-the-first-view-draws.md).
 */
export function cardProduct(product: ProductListItem): CardProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    format: product.format,
    purchasable: product.purchasable,
    retailPrice: product.retailPrice,
    finalPrice: product.finalPrice,
    membershipPrice: product.membershipPrice,
    rating: product.rating,
    ratingCount: product.ratingCount,
    media: cardImages(product.media).map(({ order, default: isDefault, media }) => ({
      order,
      default: isDefault,
      media: { id: media.id, title: media.title, extension: media.extension, width: media.width, height: media.height },
    })),
  };
}

export function cardPage({ records, ...paging }: ProductPage): CardPage {
  return { ...paging, records: records.map(cardProduct) };
}
