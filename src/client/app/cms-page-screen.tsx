import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cmsPageQueryOptions } from '../features/cms/api/page.js';
import { CmsPageView } from '../features/cms/components/page/HomePage.js';
import { ProductRail } from '../features/catalogue/components/ProductRail.js';
import type { PageComponentOf } from '../lib/api-types.js';
import { useEditMode, usePreviewPersona } from '../features/cms/edit/use-edit-mode.js';
import { lazyPart } from './lazy-part.js';

// The edit mode's code loads only for staff who switch it on (docs/decisions/0223-cms-edit-mode-guard.md).
const CmsEditor = lazyPart('CmsEditor', () => import('../features/cms/edit/CmsEditor.js'));
// The preview frame's page, for the same staff (docs/decisions/0249-cms-preview-as-a-persona.md).
const CmsPreviewPage = lazyPart('CmsPreviewPage', () => import('../features/cms/edit/CmsPreviewPage.js'));

const renderProducts = (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => (
  <ProductRail id={section.id} filter={section.filter} label={section.title} heading={heading} />
);

/** Renders a CMS page's sections (or, for staff who ask, the edit mode over them) (the loader is in cms-page-loader.ts: loaders ship in the entry chunk); product carousels come from the catalogue feature. */
export function CmsPageScreen({ slug }: { slug: string }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const page = useSuspenseQuery(cmsPageQueryOptions(api, slug)).data;
  const editMode = useEditMode();
  const previewAs = usePreviewPersona();
  if (!page) return null;
  if (previewAs && !editMode) {
    const shoppers = <CmsPageView page={page} apiKeyId={config.apiKeyId} renderProducts={renderProducts} />;
    return (
      <Suspense fallback={shoppers}>
        <CmsPreviewPage
          slug={page.slug}
          persona={previewAs}
          fallback={shoppers}
          apiKeyId={config.apiKeyId}
          renderProducts={renderProducts}
        />
      </Suspense>
    );
  }
  if (editMode)
    return (
      <Suspense fallback={<CmsPageView page={page} apiKeyId={config.apiKeyId} renderProducts={renderProducts} />}>
        <CmsEditor
          slug={page.slug}
          title={page.seo.title || page.title}
          apiKeyId={config.apiKeyId}
          renderProducts={renderProducts}
        />
      </Suspense>
    );
  return <CmsPageView page={page} apiKeyId={config.apiKeyId} renderProducts={renderProducts} />;
}
