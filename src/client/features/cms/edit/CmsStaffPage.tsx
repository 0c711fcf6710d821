import { type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part.js';
import type { CmsPage, PageComponentOf } from '../../../lib/api-types.js';
import { useEditMode, usePreviewPersona } from './use-edit-mode.js';

// The edit mode's code loads only for staff who switch it on (docs/decisions/0223-cms-edit-mode-guard.md).
const CmsEditor = lazyPart('CmsEditor', () => import('./CmsEditor.js'));
// The preview frame's page, for the same staff (docs/decisions/0249-cms-preview-as-a-persona.md).
const CmsPreviewPage = lazyPart('CmsPreviewPage', () => import('./CmsPreviewPage.js'));

interface Props {
  page: CmsPage;
  apiKeyId: number;
  renderProducts: (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => ReactNode;
  /** The page shoppers see: what anyone else gets, flag or not, and what shows while a staff view loads. */
  shoppers: ReactNode;
}

/**
 * A CMS page whose address asks for the edit mode or the preview frame: the staff view when the signed-in user may
 * edit content, else the shoppers' page. Loaded only for such addresses (src/client/app/cms-page-screen.tsx).
 */
export default function CmsStaffPage({ page, apiKeyId, renderProducts, shoppers }: Props) {
  const editMode = useEditMode();
  const previewAs = usePreviewPersona();
  if (editMode)
    return (
      <Suspense fallback={shoppers}>
        <CmsEditor
          slug={page.slug}
          title={page.seo.title || page.title}
          apiKeyId={apiKeyId}
          renderProducts={renderProducts}
        />
      </Suspense>
    );
  if (previewAs)
    return (
      <Suspense fallback={shoppers}>
        <CmsPreviewPage
          slug={page.slug}
          persona={previewAs}
          fallback={shoppers}
          apiKeyId={apiKeyId}
          renderProducts={renderProducts}
        />
      </Suspense>
    );
  return shoppers;
}
