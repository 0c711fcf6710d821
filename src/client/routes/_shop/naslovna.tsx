import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../app/NotFound.js';
import { loadCmsPage } from '../../app/cms-page-loader.js';
import { CmsPageScreen } from '../../app/cms-page-screen.js';
import { HOME_SLUG } from '../../features/cms/api/page.js';

/** /naslovna is the home page under its slug (spec). */
export const Route = createFileRoute('/_shop/naslovna')({
  loader: ({ context: { queryClient, api } }) => loadCmsPage(queryClient, api, HOME_SLUG),
  notFoundComponent: NotFound,
  component: () => <CmsPageScreen slug={HOME_SLUG} />,
});
