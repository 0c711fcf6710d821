import type { Release, ReleaseAction, ReleaseInput } from '@machines/cms-release/cms-release.machine.js';
import type { PickedItem } from '@machines/item-picker/item-picker.machine.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

/**
 * Timed releases' calls (docs/decisions/0251-cms-timed-releases.md). All quiet: the release panel words its own
 * failures through its machine.
 */
export const loadReleases = async (api: ApiClient): Promise<Release[]> =>
  (await unwrap(api.GET('/api/v1/admin/cms/releases', { middleware: [quiet] }))).releases;

/** What a release can take: the popup now, the menus with a draft, the masters. */
export const loadReleaseOptions = (api: ApiClient) =>
  unwrap(api.GET('/api/v1/admin/cms/release-options', { middleware: [quiet] }));

export const scheduleRelease = (api: ApiClient, body: ReleaseInput) =>
  unwrap(api.POST('/api/v1/admin/cms/releases', { body, middleware: [quiet] }));

export const updateRelease = (api: ApiClient, { id, input }: { id: number; input: ReleaseInput }) =>
  unwrap(api.PUT('/api/v1/admin/cms/releases/{id}', { params: { path: { id } }, body: input, middleware: [quiet] }));

export const previewRelease = (api: ApiClient, id: number) =>
  unwrap(api.GET('/api/v1/admin/cms/releases/{id}/preview', { params: { path: { id } }, middleware: [quiet] }));

export const actOnRelease = (api: ApiClient, { id, action }: { id: number; action: ReleaseAction }) =>
  action === 'cancel'
    ? unwrap(api.POST('/api/v1/admin/cms/releases/{id}/cancel', { params: { path: { id } }, middleware: [quiet] }))
    : unwrap(api.POST('/api/v1/admin/cms/releases/{id}/rollback', { params: { path: { id } }, middleware: [quiet] }));

/**
 * A page in the release's picker: a release names its pages by slug (the server takes the request's language), so
 * the slug is what tells two picks apart; the key is a number made from it, as the picker keys its items.
 */
export function releasePage(slug: string, title: string): PickedItem {
  let key = 0;
  for (const char of slug) key = (key * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return { id: key, slug, name: title };
}

/** The pages with a saved draft whose title or slug holds the search (what a release can take), one per slug. */
export async function searchDraftPages(api: ApiClient, q: string, signal: AbortSignal): Promise<PickedItem[]> {
  const { targets } = await unwrap(
    api.GET('/api/v1/admin/cms/link-targets', {
      params: { query: { type: 'page', withDraft: true, ...(q ? { q } : {}) } },
      signal,
      middleware: [quiet],
    }),
  );
  const bySlug = new Map(targets.map((t) => [t.slug, releasePage(t.slug, t.title)]));
  return [...bySlug.values()];
}

/** A product the release can change, as the back office lists it: hidden ones too (a launch shows a hidden kit). */
export type ReleaseProductRow = Awaited<ReturnType<typeof searchReleaseProducts>>[number];

/** Products whose name or code holds the search, from the back office's own list (catalogue permission). */
export async function searchReleaseProducts(api: ApiClient, q: string, signal: AbortSignal) {
  const page = await unwrap(
    api.GET('/api/v1/admin/products', {
      params: { query: { ...(q ? { q } : {}), limit: 12 } },
      signal,
      middleware: [quiet],
    }),
  );
  return page.records;
}
