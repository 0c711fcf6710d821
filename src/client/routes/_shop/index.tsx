import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../app/NotFound.js';
import { loadCmsPage } from '../../app/cms-page-loader.js';
import { CmsPageScreen } from '../../app/cms-page-screen.js';
import { HOME_SLUG } from '../../features/cms/api/page.js';

/** Home (/ and /naslovna): the CMS page 'naslovna' with hero, product carousels and category tiles. */
export const Route = createFileRoute('/_shop/')({
  loader: ({ context: { queryClient, api } }) => loadCmsPage(queryClient, api, HOME_SLUG),
  // The 404 renders here, inside the shop layout (a parent boundary would replace the layout).
  notFoundComponent: NotFound,
  component: () => <CmsPageScreen slug={HOME_SLUG} />,
});
