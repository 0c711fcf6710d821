import { useRouteContext } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cmsPageQueryOptions } from '../features/cms/api/page.js';
import { CmsPageView } from '../features/cms/components/page/HomePage.js';
import { ProductRail } from '../features/catalogue/components/ProductRail.js';

/** Renders a CMS page's sections (the loader is in cms-page-loader.ts: loaders ship in the entry chunk); product carousels come from the catalogue feature. */
export function CmsPageScreen({ slug }: { slug: string }) {
  const { api, config } = useRouteContext({ from: '__root__' });
  const page = useSuspenseQuery(cmsPageQueryOptions(api, slug)).data;
  if (!page) return null;
  return (
    <CmsPageView
      page={page}
      apiKeyId={config.apiKeyId}
      renderProducts={(section, heading) => (
        <ProductRail id={section.id} filter={section.filter} label={section.title} heading={heading} />
      )}
    />
  );
}
