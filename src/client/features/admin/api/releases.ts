import type { Release, ReleaseAction, ReleaseInput } from '@machines/cms-release/cms-release.machine.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

/**
 * Timed releases' calls (docs/decisions/0251-cms-timed-releases.md). All quiet: the release panel words its own
 * failures through its machine.
 */
export const loadReleases = async (api: ApiClient): Promise<Release[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/releases', { middleware: [quiet] }))).releases;

export const scheduleRelease = (api: ApiClient, body: ReleaseInput) =>
  unwrap(api.POST('/api/v1/admin/cms/releases', { body, middleware: [quiet] }));

export const previewRelease = (api: ApiClient, id: number) =>
  unwrap(api.GET('/api/v1/admin/cms/releases/{id}/preview', { params: { path: { id } }, middleware: [quiet] }));

export const actOnRelease = (api: ApiClient, { id, action }: { id: number; action: ReleaseAction }) =>
  action === 'cancel'
    ? unwrap(api.POST('/api/v1/admin/cms/releases/{id}/cancel', { params: { path: { id } }, middleware: [quiet] }))
    : unwrap(api.POST('/api/v1/admin/cms/releases/{id}/rollback', { params: { path: { id } }, middleware: [quiet] }));

/** A product to add to a release, found by its name or code (catalogue permission). */
export async function findProduct(api: ApiClient, q: string) {
  const page = await unwrap(api.GET('/api/v1/admin/products', { params: { query: { q } }, middleware: [quiet] }));
  return page.records[0] ?? null;
}
