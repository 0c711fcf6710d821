import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cmsPageQueryOptions } from '../features/cms/api/page.js';
import { CmsPageView } from '../features/cms/components/page/HomePage.js';
import { ProductRail } from '../features/catalogue/components/ProductRail.js';
import type { PageComponentOf } from '../lib/api-types.js';
import { asksForStaffView } from '../features/cms/edit/edit-flags.js';
import { lazyPart } from './lazy-part.js';

// The edit mode and the preview frame, with the staff permission check that guards them, load only for an address
// that asks for one (docs/decisions/0223-cms-edit-mode-guard.md): a shopper's first view carries none of their code
// (docs/targets.md P1).
const CmsStaffPage = lazyPart('CmsStaffPage', () => import('../features/cms/edit/CmsStaffPage.js'));

const renderProducts = (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => (
  <ProductRail id={section.id} filter={section.filter} label={section.title} heading={heading} />
);

/** Renders a CMS page's sections (or, for staff who ask, the edit mode over them) (the loader is in cms-page-loader.ts: loaders ship in the entry chunk); product carousels come from the catalogue feature. */
export function CmsPageScreen({ slug }: { slug: string }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const page = useSuspenseQuery(cmsPageQueryOptions(api, slug)).data;
  const staffAsked = useRouterState({ select: (s) => asksForStaffView(s.location.search) });
  if (!page) return null;
  const shoppers = <CmsPageView page={page} apiKeyId={config.apiKeyId} renderProducts={renderProducts} />;
  if (!staffAsked) return shoppers;
  return (
    <Suspense fallback={shoppers}>
      <CmsStaffPage page={page} apiKeyId={config.apiKeyId} renderProducts={renderProducts} shoppers={shoppers} />
    </Suspense>
  );
}
