import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../../app/NotFound.js';
import { loadBlogList, validateBlogSearch } from '../../../../app/content-loaders.js';
import { BlogListScreen } from '../../../../app/content-screens.js';

/** The posts of one category (/objave/kategorija/{slug}); an unknown slug is the 404 page. */
export const Route = createFileRoute('/_shop/objave/kategorija/$slug')({
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, api }, params, deps }) =>
    loadBlogList(queryClient, api, { page: deps.page, category: params.slug }),
  notFoundComponent: NotFound,
  component: function BlogByCategory() {
    const { slug } = Route.useParams();
    const search = Route.useSearch();
    return <BlogListScreen key={slug} request={{ page: search.page ?? 1, category: slug }} />;
  },
});
