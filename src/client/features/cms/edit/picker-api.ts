import { mediaUrl } from '@shared/media.js';
import type { PickedItem, PickerKind } from '@machines/item-picker/item-picker.machine.js';
import type { LibraryImage, LibraryPage } from '@machines/media-library/media-library.machine.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { ProductListItem } from '../../../lib/api-types.js';

/**
 * The edit mode's pickers over the catalogue's own listing (docs/decisions/0248-picked-products.md) and its media
 * library (0247-cms-media-library.md). Quiet: the picker and the modal word their own failures.
 */
const RESULTS = 12;

function productItem(product: ProductListItem, apiKeyId: number): PickedItem {
  const media = [...product.media].sort((a, b) => a.order - b.order || Number(b.default) - Number(a.default))[0]?.media;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.finalPrice,
    image: media ? mediaUrl(media, 'thumbnail', undefined, apiKeyId) : null,
  };
}

/**
 * Products whose name holds the search (the shop's own search, ranked), or categories whose name does; pages (every
 * language), posts, post tags and events from the link targets (docs/decisions/0252-link-options-through-the-item-picker.md).
 */
export async function searchItems(
  api: ApiClient,
  apiKeyId: number,
  kind: PickerKind,
  q: string,
  signal: AbortSignal,
): Promise<PickedItem[]> {
  if (kind !== 'product' && kind !== 'category') return searchLinkTargets(api, kind, q, signal);
  const keywords = q ? { keywords: q } : {};
  if (kind === 'category') {
    const page = await unwrap(
      api.POST('/api/v1/product/web/category/filter', {
        body: { ...keywords, limit: RESULTS, page: 1 },
        signal,
        middleware: [quiet],
      }),
    );
    return page.records.map((c) => ({ id: c.id, slug: c.slug, name: c.name }));
  }
  const page = await unwrap(
    api.POST('/api/v1/product/web/filter', {
      body: { ...keywords, limit: RESULTS, page: 1 },
      signal,
      middleware: [quiet],
    }),
  );
  return page.records.map((p) => productItem(p, apiKeyId));
}

async function searchLinkTargets(
  api: ApiClient,
  type: Exclude<PickerKind, 'product' | 'category'>,
  q: string,
  signal: AbortSignal,
): Promise<PickedItem[]> {
  const { targets } = await unwrap(
    api.GET('/api/v1/admin/cms/link-targets', {
      params: { query: { type, ...(q ? { q } : {}) } },
      signal,
      middleware: [quiet],
    }),
  );
  return targets.map((t) => ({
    id: t.id,
    slug: t.slug,
    name: t.title,
    ...(t.language ? { language: t.language } : {}),
    ...(t.detail ? { detail: t.detail } : {}),
  }));
}

/** The picked products of a carousel, in the order picked (a product no longer listed drops out). */
export async function pickedProducts(api: ApiClient, apiKeyId: number, ids: readonly number[]): Promise<PickedItem[]> {
  if (ids.length === 0) return [];
  const page = await unwrap(
    api.POST('/api/v1/product/web/filter', {
      body: { filters: [{ key: 'ids', value: ids.join(',') }], limit: ids.length, page: 1 },
      middleware: [quiet],
    }),
  );
  const byId = new Map(page.records.map((p) => [p.id, productItem(p, apiKeyId)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A carousel's category, by its slug. */
export async function pickedCategory(api: ApiClient, slug: string | undefined): Promise<PickedItem[]> {
  if (!slug) return [];
  const page = await unwrap(
    api.POST('/api/v1/product/web/category/filter', {
      body: { filters: [{ key: 'slug', value: slug }], limit: 1, page: 1 },
      middleware: [quiet],
    }),
  );
  return page.records.map((c) => ({ id: c.id, slug: c.slug, name: c.name }));
}

/** One page of the library's search (docs/decisions/0258-media-library-delete-and-pages.md). */
export const searchLibrary = async (
  api: ApiClient,
  q: string,
  offset: number,
  signal: AbortSignal,
): Promise<LibraryPage> =>
  unwrap(
    api.GET('/api/v1/admin/cms/media', {
      params: { query: { ...(q ? { q } : {}), ...(offset ? { offset } : {}) } },
      signal,
      middleware: [quiet],
    }),
  );

/** Deletes an image nothing shows (refused with MEDIA_IN_USE otherwise). */
export const deleteLibraryImage = async (api: ApiClient, id: number): Promise<void> => {
  await unwrap(api.DELETE('/api/v1/admin/cms/media/{id}', { params: { path: { id } }, middleware: [quiet] }));
};

/** The bytes of a chosen file as base64, the way the upload operation takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The files one by one, each with its alt text: the images stored, in the order sent. */
export async function uploadImages(
  api: ApiClient,
  files: ReadonlyArray<{ name: string; file: unknown; alt: string }>,
): Promise<LibraryImage[]> {
  const stored: LibraryImage[] = [];
  for (const { name, file, alt } of files) {
    const body = { fileName: name, alt, contentBase64: await base64Of(file as File) };
    stored.push(await unwrap(api.POST('/api/v1/admin/cms/media', { body, middleware: [quiet] })));
  }
  return stored;
}

export const describeImage = async (api: ApiClient, id: number, alt: string): Promise<LibraryImage> =>
  unwrap(api.PUT('/api/v1/admin/cms/media/{id}', { params: { path: { id } }, body: { alt }, middleware: [quiet] }));
