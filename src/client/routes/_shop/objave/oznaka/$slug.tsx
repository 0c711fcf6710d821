import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../../app/NotFound.js';
import { loadBlogList, validateBlogSearch } from '../../../../app/content-loaders.js';
import { BlogListScreen } from '../../../../app/content-screens.js';

/** The posts of one tag (/objave/oznaka/{slug}); an unknown slug is the 404 page. */
export const Route = createFileRoute('/_shop/objave/oznaka/$slug')({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, api }, params, deps }) =>
    loadBlogList(queryClient, api, { page: deps.page, tag: params.slug }),
  notFoundComponent: NotFound,
  component: function BlogByTag() {
    const { slug } = Route.useParams();
    const search = Route.useSearch();
    return <BlogListScreen key={slug} request={{ page: search.page ?? 1, tag: slug }} />;
  },
});
