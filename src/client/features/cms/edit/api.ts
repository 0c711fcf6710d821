import type { EditMaster, EditPage, EditVersion } from '@machines/cms-edit/cms-edit.machine.js';
import type { EditSection } from '@machines/cms-edit/section-list.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody } from '../../../lib/api-types.js';

/**
 * The CMS edit mode's calls (docs/decisions/0222-cms-drafts.md). All quiet: the edit session's toolbar words its own
 * failures. The contract's section union is read loosely here: the server checks every field on save.
 */
type Sections = RequestBody<'/api/v1/admin/cms/pages/{slug}/draft', 'put'>['components'];
/** The page as the machine holds it: each child section carries its master's id (docs/decisions/0242). */
const page = (data: {
  slug: string;
  revision: number;
  state: 'draft' | 'published';
  components: unknown[];
  masterOf: Record<string, number>;
  masters: EditMaster[];
  problems: EditPage['problems'];
}): EditPage => ({
  slug: data.slug,
  revision: data.revision,
  state: data.state,
  problems: data.problems,
  masters: data.masters,
  components: (data.components as EditSection[]).map((section) => {
    const masterId = data.masterOf[section.id];
    return masterId === undefined ? section : { ...section, masterId };
  }),
});
const at = (slug: string) => ({ params: { path: { slug } }, middleware: [quiet] });

export const loadEditablePage = async (api: ApiClient, slug: string) =>
  page(await unwrap(api.GET('/api/v1/admin/cms/pages/{slug}', at(slug))));

export const saveDraft = async (api: ApiClient, slug: string, sections: EditSection[], revision: number) =>
  page(
    await unwrap(
      api.PUT('/api/v1/admin/cms/pages/{slug}/draft', {
        ...at(slug),
        body: { components: sections as Sections, revision },
      }),
    ),
  );

export const discardDraft = async (api: ApiClient, slug: string, revision: number) =>
  page(
    await unwrap(
      api.DELETE('/api/v1/admin/cms/pages/{slug}/draft', {
        params: { path: { slug }, query: { revision } },
        middleware: [quiet],
      }),
    ),
  );

export const publishPage = async (api: ApiClient, slug: string, acceptWarnings: boolean, revision: number) =>
  page(
    await unwrap(
      api.POST('/api/v1/admin/cms/pages/{slug}/publish', { ...at(slug), body: { acceptWarnings, revision } }),
    ),
  );

/** Publishes a master at once: every child on every page follows (docs/decisions/0242). */
export const publishMaster = async (
  api: ApiClient,
  id: number,
  revision: number,
  content: Record<string, unknown>,
): Promise<EditMaster> =>
  unwrap(
    api.PUT('/api/v1/admin/cms/masters/{id}', {
      params: { path: { id } },
      body: { revision, content },
      middleware: [quiet],
    }),
  );

export const loadHistory = async (api: ApiClient, slug: string): Promise<EditVersion[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/pages/{slug}/history', at(slug)))).versions;

export const restoreVersion = async (api: ApiClient, slug: string, versionId: number, revision: number) =>
  page(
    await unwrap(
      api.POST('/api/v1/admin/cms/pages/{slug}/history/{versionId}/restore', {
        params: { path: { slug, versionId } },
        body: { revision },
        middleware: [quiet],
      }),
    ),
  );

/** 'Spremi kao master': a new master with the section's content (docs/decisions/0242). */
export const createMaster = async (api: ApiClient, name: string, section: EditSection): Promise<EditMaster> =>
  unwrap(
    api.POST('/api/v1/admin/cms/masters', {
      body: { name, section: section as Sections[number] },
      middleware: [quiet],
    }),
  );

export const renameMaster = async (api: ApiClient, id: number, name: string): Promise<EditMaster> =>
  unwrap(
    api.PATCH('/api/v1/admin/cms/masters/{id}', { params: { path: { id } }, body: { name }, middleware: [quiet] }),
  );

/** Refused with CMS_MASTER_IN_USE (how many pages, which) while a page holds a child of it. */
export const deleteMaster = async (api: ApiClient, id: number): Promise<{ id: number }> =>
  unwrap(api.DELETE('/api/v1/admin/cms/masters/{id}', { params: { path: { id } }, middleware: [quiet] }));
