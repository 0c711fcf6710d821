/** Wishlist calls (docs/decisions/0018-wishlist-ids-and-idempotent-calls.md): the id set once, then idempotent add and remove of one product. */
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

const m = { middleware: [quiet] };

export async function wishedIds(api: ApiClient): Promise<number[]> {
  return (await unwrap(api.GET('/api/v1/wishlist/ids', m))).ids;
}

/**
 * The id set as a query: the login sequence's wishlist step and the wishlist runtime both read it through the
 * QueryClient, so a login fetches it once (logout removes every ['wishlist'] query).
 */
export function wishedIdsQuery(api: ApiClient) {
  return { queryKey: ['wishlist', 'ids'] as const, queryFn: () => wishedIds(api), staleTime: 10_000 };
}

export async function setWished(api: ApiClient, productId: number, wished: boolean): Promise<void> {
  const params = { path: { productId } };
  if (wished) await unwrap(api.PUT('/api/v1/wishlist/items/{productId}', { params, ...m }));
  else await unwrap(api.DELETE('/api/v1/wishlist/items/{productId}', { params, ...m }));
}
