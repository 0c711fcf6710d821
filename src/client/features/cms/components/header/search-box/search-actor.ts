import { fromPromise } from 'xstate';
import { mediaUrl } from '@shared/media.js';
import { unwrap, type ApiClient } from '../../../../../lib/api-client.js';
import { DROPDOWN_LIMIT, type SearchOutput } from '@machines/search-box/search-box.machine.js';

/** The header search: up to 10 products (web/filter keywords) and the categories whose name matches. */
export function searchActor(api: ApiClient, apiKeyId: number) {
  return fromPromise<SearchOutput, { term: string }>(async ({ input, signal }) => {
    const [products, categories] = await Promise.all([
      unwrap(
        api.POST('/api/v1/product/web/filter', {
          body: { keywords: input.term, limit: DROPDOWN_LIMIT, page: 1 },
          signal,
        }),
      ),
      unwrap(
        api.POST('/api/v1/product/web/category/filter', { body: { keywords: input.term, limit: 4, page: 1 }, signal }),
      ).catch(() => null),
    ]);
    return {
      total: products.totalRecords,
      results: products.records.map((p) => {
        const media = [...p.media].sort((a, b) => a.order - b.order || Number(b.default) - Number(a.default))[0]?.media;
        return {
          id: p.id,
          slug: p.slug,
          name: p.name,
          price: p.finalPrice,
          image: media ? mediaUrl(media, 'thumbnail', undefined, apiKeyId) : null,
        };
      }),
      categories: (categories?.records ?? []).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    };
  });
}
