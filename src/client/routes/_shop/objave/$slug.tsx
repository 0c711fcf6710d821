import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../app/NotFound.js';
import { loadPost } from '../../../app/content-loaders.js';
import { PostScreen } from '../../../app/content-screens.js';

/** One post (/objave/{slug}); an unknown, draft or scheduled one is the 404 page. */
export const Route = createFileRoute('/_shop/objave/$slug')({
  loader: ({ context: { queryClient, api }, params }) => loadPost(queryClient, api, params.slug),
  notFoundComponent: NotFound,
  component: function Post() {
    const { slug } = Route.useParams();
    return <PostScreen key={slug} slug={slug} />;
  },
});
