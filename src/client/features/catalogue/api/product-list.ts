import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ProductFilterRequest } from '../../../lib/api-types.js';
import { cardPage } from '../../../lib/card-product.js';

/** A page of products from product/web/filter (category lists, home carousels), kept as the cards draw them. */
export function productListQueryOptions(api: ApiClient, body: ProductFilterRequest) {
  return queryOptions({
    queryKey: ['catalogue', 'products', body],
    // A list the page no longer shows (the next filter click came first) is cancelled through the signal.
    queryFn: async ({ signal }) => cardPage(await unwrap(api.POST('/api/v1/product/web/filter', { body, signal }))),
  });
}

/** What a CMS product carousel asks for, in the contract's filter terms. */
export interface CarouselFilter {
  mainCategory?: string;
  featured?: boolean;
  onSale?: boolean;
  tag?: string;
  limit?: number;
  /** Products an editor picked, in their order (docs/decisions/0248-picked-products.md): listed instead of a filter. */
  products?: number[];
}

export function carouselRequest(filter: CarouselFilter): ProductFilterRequest {
  if (filter.products?.length)
    return {
      filters: [{ key: 'ids', value: filter.products.join(',') }],
      limit: filter.products.length,
      page: 1,
      sort: { param: 'id', order: 'asc' },
    };
  const filters: NonNullable<ProductFilterRequest['filters']> = [];
  if (filter.featured) filters.push({ key: 'featured', value: true });
  if (filter.onSale) filters.push({ key: 'discount', value: true });
  if (filter.tag) filters.push({ key: 'tags', value: filter.tag });
  return {
    ...(filter.mainCategory ? { mainCategory: filter.mainCategory } : {}),
    ...(filters.length ? { filters } : {}),
    limit: filter.limit ?? 8,
    page: 1,
    sort: { param: 'categoryPriority', order: 'asc' },
  };
}
