import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { BlogListRequest } from '../features/content/api/posts.js';
import type { ApiClient } from '../lib/api-client.js';
import { page, searchSchema } from '@shared/search-params.js';

// Route loaders of the blog and event pages (docs/decisions/0118-posts-and-events.md): each waits for what the
// page shows first, so it renders complete (also on the server), and throws notFound for an unknown one. The query
// code loads with the page, not with every first view of the shop (docs/targets.md P1).
const posts = () => import('../features/content/api/posts.js');
const events = () => import('../features/content/api/events.js');

export async function loadBlogList(queryClient: QueryClient, api: ApiClient, request: BlogListRequest) {
  // The events beside the list are waited for too (a server render shows them), but they never fail the page:
  // without them the list still shows and the events' own query tries again.
  const [{ postListQueryOptions }, { upcomingEventsQueryOptions }] = await Promise.all([posts(), events()]);
  const [list] = await Promise.all([
    queryClient.ensureQueryData(postListQueryOptions(api, request)),
    queryClient.ensureQueryData(upcomingEventsQueryOptions(api)).catch(() => undefined),
  ]);
  if (!list) throw notFound();
}

export async function loadPost(queryClient: QueryClient, api: ApiClient, slug: string) {
  const { postQueryOptions } = await posts();
  if (!(await queryClient.ensureQueryData(postQueryOptions(api, slug)))) throw notFound();
}

export async function loadEvent(queryClient: QueryClient, api: ApiClient, param: string) {
  const { eventIdOf, eventQueryOptions } = await events();
  const id = eventIdOf(param);
  if (id === null || !(await queryClient.ensureQueryData(eventQueryOptions(api, id)))) throw notFound();
  return id;
}

/** The blog list's URL search: only the page number (?page=N); anything else is ignored. */
export const validateBlogSearch = searchSchema({ page });
