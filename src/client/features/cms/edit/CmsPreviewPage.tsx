import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import type { PageComponentOf } from '../../../lib/api-types.js';
import { showAsViewer } from '../../../lib/viewer.js';
import { CmsPageView } from '../components/page/HomePage.js';
import { PREVIEW_DRAWN, pagePreviewQueryOptions } from './preview-api.js';
import type { PreviewPersona } from './use-edit-mode.js';

interface Props {
  slug: string;
  persona: PreviewPersona;
  /** The shoppers' page, drawn until the draft is here (the server rendered it). */
  fallback: ReactNode;
  apiKeyId: number;
  renderProducts: (section: PageComponentOf<'productCarousel'>, heading: ReactNode) => ReactNode;
}

/**
 * The page inside the edit mode's preview frame (docs/decisions/0249-cms-preview-as-a-persona.md): its saved draft as
 * the server answers it for the persona; the header and product cards follow the persona the server granted.
 */
export default function CmsPreviewPage({ slug, persona, fallback, apiKeyId, renderProducts }: Props) {
  const { api } = useRouteContext({ from: '__root__' });
  const preview = useQuery(pagePreviewQueryOptions(api, slug, persona)).data;
  const granted = preview?.preview?.persona ?? null;
  useEffect(() => {
    showAsViewer(granted);
    return () => showAsViewer(null);
  }, [granted]);
  useEffect(() => {
    // The frame's own origin only: the edit mode that framed it is the shop's page.
    if (preview && window.parent !== window) window.parent.postMessage({ type: PREVIEW_DRAWN }, window.location.origin);
  }, [preview]);
  if (!preview) return fallback;
  return (
    <div data-preview-persona={granted ?? 'none'}>
      <CmsPageView page={preview.data} apiKeyId={apiKeyId} renderProducts={renderProducts} />
    </div>
  );
}
