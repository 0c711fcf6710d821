import type { ReactNode } from 'react';
import { usePageTitle } from '../../../../app/title.js';
import type { CmsPage, PageComponentOf } from '../../../../lib/api-types.js';
import { PageSections } from './PageSections.js';

interface Props {
  page: CmsPage;
  apiKeyId: number;
  renderProducts: (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => ReactNode;
}

/** A CMS page (home or any slug): its sections; a visually hidden h1 when no hero carries one. */
export function CmsPageView({ page, apiKeyId, renderProducts }: Props) {
  usePageTitle(page.seo.title || page.title);
  const hasHero = page.components.some((c) => c.type === 'hero');
  return (
    <div className="cms-page">
      {!hasHero && (
        <div className="container page">
          <h1 className="page-title">{page.title}</h1>
        </div>
      )}
      <PageSections components={page.components} apiKeyId={apiKeyId} renderProducts={renderProducts} />
    </div>
  );
}
