import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { Post, PostPage } from '../../../lib/api-types.js';
import { orNull } from './or-null.js';

export const POSTS_PER_PAGE = 9;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a blog list shows: all posts, one category's or one tag's, and which page. */
export interface BlogListRequest {
  page: number;
  category?: string | undefined;
  tag?: string | undefined;
}

export function postListQueryOptions(api: ApiClient, request: BlogListRequest) {
  return queryOptions({
    queryKey: ['content', 'posts', request.category ?? '', request.tag ?? '', request.page],
    queryFn: (): Promise<PostPage | null> => {
      const { category, tag } = request;
      if ((category && !SLUG.test(category)) || (tag && !SLUG.test(tag))) return Promise.resolve(null);
      return orNull(() =>
        unwrap(
          api.GET('/api/v1/cms/post/filter', {
            params: {
              query: {
                page: request.page,
                limit: POSTS_PER_PAGE,
                ...(category ? { category } : {}),
                ...(tag ? { tag } : {}),
              },
            },
            middleware: [quiet],
          }),
        ),
      );
    },
    staleTime: 60_000,
  });
}

export function postQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['content', 'post', slug],
    queryFn: (): Promise<Post | null> =>
      SLUG.test(slug)
        ? orNull(() =>
            unwrap(api.GET('/api/v1/cms/post/get/{slug}', { params: { path: { slug } }, middleware: [quiet] })),
          )
        : Promise.resolve(null),
    staleTime: 5 * 60_000,
  });
}
