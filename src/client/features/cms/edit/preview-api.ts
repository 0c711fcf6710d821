import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { PreviewPersona } from './use-edit-mode.js';

/**
 * The page's draft as a persona (docs/decisions/0249-cms-preview-as-a-persona.md): the page read with the preview
 * header; the server answers the draft only to staff with the content permission (`preview` then says so). Never
 * kept: every frame load reads the draft as saved now.
 */
export const pagePreviewQueryOptions = (api: ApiClient, slug: string, persona: PreviewPersona) =>
  queryOptions({
    queryKey: ['cms', 'preview', slug, persona],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/cms/finder/decide', {
          params: { query: { params: [slug] }, header: { 'x-cms-preview': persona } },
          middleware: [quiet],
        }),
      ),
    staleTime: 0,
    gcTime: 0,
  });

/** What the preview frame tells the edit mode that framed it once the draft is drawn. */
export const PREVIEW_DRAWN = 'cms-preview.drawn';
