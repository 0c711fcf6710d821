import type { EditNav, NavVersion } from '@machines/nav-edit/nav-edit.machine.js';
import type { NavItem } from '@machines/nav-edit/nav-tree.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

/**
 * The navigation edit mode's calls (docs/decisions/0234-navigation-drafts.md). All quiet: the editor words its own
 * failures. Every write sends the revision the editor read.
 */
const at = (handle: string) => ({ params: { path: { handle } }, middleware: [quiet] });

export const loadNavigations = async (api: ApiClient): Promise<EditNav[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/navigations', { middleware: [quiet] }))).navigations;

export const saveNavDraft = async (api: ApiClient, handle: string, revision: number, items: NavItem[]) =>
  unwrap(api.PUT('/api/v1/admin/cms/navigations/{handle}/draft', { ...at(handle), body: { revision, items } }));

export const discardNavDraft = async (api: ApiClient, handle: string, revision: number) =>
  unwrap(
    api.DELETE('/api/v1/admin/cms/navigations/{handle}/draft', {
      params: { path: { handle }, query: { revision } },
      middleware: [quiet],
    }),
  );

export const publishNav = async (api: ApiClient, handle: string, revision: number) =>
  unwrap(api.POST('/api/v1/admin/cms/navigations/{handle}/publish', { ...at(handle), body: { revision } }));

export const loadNavHistory = async (api: ApiClient, handle: string): Promise<NavVersion[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/navigations/{handle}/history', at(handle)))).versions;

export const restoreNavVersion = async (api: ApiClient, handle: string, versionId: number, revision: number) =>
  unwrap(
    api.POST('/api/v1/admin/cms/navigations/{handle}/history/{versionId}/restore', {
      params: { path: { handle, versionId } },
      body: { revision },
      middleware: [quiet],
    }),
  );
