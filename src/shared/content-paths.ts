/**
 * The addresses of the blog and of events (docs/decisions/0118-posts-and-events.md), written once for the
 * storefront's links and the server's sitemap and canonical URLs: /objave (all posts), /objave/kategorija/{slug},
 * /objave/oznaka/{slug}, /objave/{post slug}, a list page as ?page=N, and /dogadjaj/{id}.
 */
export const BLOG_ROOT = '/objave';
export const CATEGORY_SEGMENT = 'kategorija';
export const TAG_SEGMENT = 'oznaka';

export type BlogTarget = { category: string } | { tag: string } | { post: string } | Record<string, never>;

export function blogPath(target: BlogTarget = {}, page = 1): string {
  const enc = encodeURIComponent;
  let path = BLOG_ROOT;
  if ('category' in target) path = `${BLOG_ROOT}/${CATEGORY_SEGMENT}/${enc(target.category)}`;
  else if ('tag' in target) path = `${BLOG_ROOT}/${TAG_SEGMENT}/${enc(target.tag)}`;
  else if ('post' in target) return `${BLOG_ROOT}/${enc(target.post)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

export const eventPath = (id: number) => `/dogadjaj/${id}`;
