import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../app/NotFound.js';
import { loadBlogList, validateBlogSearch } from '../../../app/content-loaders.js';
import { BlogListScreen } from '../../../app/content-screens.js';

/** The blog: every published post, newest first; ?page=N (docs/decisions/0118-posts-and-events.md). */
export const Route = createFileRoute('/_shop/objave/')({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, api }, deps }) => loadBlogList(queryClient, api, { page: deps.page }),
  notFoundComponent: NotFound,
  component: function Blog() {
    const search = Route.useSearch();
    return <BlogListScreen request={{ page: search.page ?? 1 }} />;
  },
});
