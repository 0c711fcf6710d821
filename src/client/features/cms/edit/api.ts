import type { EditPage, EditVersion } from '@machines/cms-edit/cms-edit.machine.js';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody } from '../../../lib/api-types.js';

/**
 * The CMS edit mode's calls (docs/decisions/0222-cms-drafts.md). All quiet: the edit session's toolbar words its own
 * failures. The contract's section union is read loosely here: the server checks every field on save.
 */
type Sections = RequestBody<'/api/v1/admin/cms/pages/{slug}/draft', 'put'>['components'];
const page = (data: {
  slug: string;
  state: 'draft' | 'published';
  components: unknown[];
  problems: EditPage['problems'];
}) => ({ ...data, components: data.components as EditSection[] }) satisfies EditPage;
const at = (slug: string) => ({ params: { path: { slug } }, middleware: [quiet] });

export const loadEditablePage = async (api: ApiClient, slug: string) =>
  page(await unwrap(api.GET('/api/v1/admin/cms/pages/{slug}', at(slug))));

export const saveDraft = async (api: ApiClient, slug: string, sections: EditSection[]) =>
  page(
    await unwrap(
      api.PUT('/api/v1/admin/cms/pages/{slug}/draft', { ...at(slug), body: { components: sections as Sections } }),
    ),
  );

export const discardDraft = async (api: ApiClient, slug: string) =>
  page(await unwrap(api.DELETE('/api/v1/admin/cms/pages/{slug}/draft', at(slug))));

export const publishPage = async (api: ApiClient, slug: string, acceptWarnings: boolean) =>
  page(await unwrap(api.POST('/api/v1/admin/cms/pages/{slug}/publish', { ...at(slug), body: { acceptWarnings } })));

export const loadHistory = async (api: ApiClient, slug: string): Promise<EditVersion[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/pages/{slug}/history', at(slug)))).versions;

export const restoreVersion = async (api: ApiClient, slug: string, versionId: number) =>
  page(
    await unwrap(
      api.POST('/api/v1/admin/cms/pages/{slug}/history/{versionId}/restore', {
        params: { path: { slug, versionId } },
        middleware: [quiet],
      }),
    ),
  );
