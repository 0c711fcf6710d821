import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../app/NotFound.js';
import { loadCmsPage } from '../../app/cms-page-loader.js';
import { CmsPageScreen } from '../../app/cms-page-screen.js';

/** Catch-all /{slug}: a CMS page found by finder/decide; an unknown slug is the 404 page. */
export const Route = createFileRoute('/_shop/$')({
  loader: ({ context: { queryClient, api }, params }) => loadCmsPage(queryClient, api, params._splat ?? ''),
  // The 404 renders here, inside the shop layout (a parent boundary would replace the layout).
  notFoundComponent: NotFound,
  component: function CmsPageRoute() {
    const { _splat } = Route.useParams();
    return <CmsPageScreen slug={_splat ?? ''} />;
  },
});
