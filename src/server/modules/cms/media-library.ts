import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { media } from '../../platform/db/schema/media.js';
import type { AppConfig } from '../../platform/config.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { mediaStorageFromConfig, saveOriginal } from '../media/index.js';
import { type ApiMedia, MediaResolver } from './media-refs.js';
import { mediaUsages } from './media-usage.js';

/** The largest original the edit mode's library takes (the back office's product images take the same). */
export const MAX_LIBRARY_IMAGE_BYTES = 10 * 1024 * 1024;
/** Images one page of the library holds at most, newest first. */
const PAGE_SIZE = 24;

interface Ctx {
  db: Db;
  domain: { id: number };
}

async function asApiMedia(ctx: Ctx, id: number): Promise<ApiMedia> {
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load({ media: id });
  const found = resolver.get(id);
  if (!found) throw new AppError('NOT_FOUND', { message: 'Media not found.' });
  return found;
}

const alt = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) throw new AppError('MEDIA_ALT_REQUIRED', { payload: { field: 'alt' } });
  return trimmed;
};

/**
 * The edit mode's media library (docs/decisions/0247-cms-media-library.md): the shop's public images whose title,
 * description (the alt text) or file name holds the search, newest first, a page at a time from `offset`
 * (docs/decisions/0258-media-library-delete-and-pages.md).
 */
export async function searchLibrary(
  ctx: Ctx,
  query: { q?: string | undefined; offset?: number | undefined; limit?: number | undefined },
) {
  const like = `%${(query.q ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const offset = query.offset ?? 0;
  const limit = Math.min(query.limit ?? PAGE_SIZE, PAGE_SIZE);
  const where = and(
    eq(media.access, 'public'),
    or(ilike(media.title, like), ilike(media.description, like), ilike(media.originalName, like)),
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db.select({ id: media.id }).from(media).where(where).orderBy(desc(media.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(media).where(where),
  ]);
  const total = counted?.n ?? 0;
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load(rows.map((r) => ({ media: r.id })));
  return {
    images: rows.map((r) => resolver.get(r.id)).filter((m): m is ApiMedia => m !== null),
    total,
    nextOffset: offset + rows.length < total ? offset + rows.length : null,
  };
}

/**
 * One uploaded image, stored like every other original (its format read from the bytes) with its alt text, which is
 * required: an image without one cannot be put on a page.
 */
export async function uploadToLibrary(
  ctx: Ctx & { config: AppConfig },
  actor: StaffActor,
  body: ContractSchema<'CmsMediaUpload'>,
): Promise<ApiMedia> {
  const description = alt(body.alt);
  const buffer = Buffer.from(body.contentBase64, 'base64');
  if (buffer.length === 0) throw new AppError('MEDIA_NOT_IMAGE', { payload: { field: 'file' } });
  if (buffer.length > MAX_LIBRARY_IMAGE_BYTES) throw new AppError('MEDIA_TOO_LARGE', { payload: { field: 'file' } });
  const saved = await saveOriginal(ctx.db, mediaStorageFromConfig(ctx.config), {
    buffer,
    title: description.slice(0, 200),
    originalName: body.fileName.slice(0, 255),
    description,
  }).catch((err: unknown) => {
    const message = err instanceof Error ? err.message : '';
    if (/too large|pixel limit/i.test(message)) throw new AppError('MEDIA_TOO_LARGE', { payload: { field: 'file' } });
    throw new AppError('MEDIA_NOT_IMAGE', { payload: { field: 'file' } });
  });
  await recordChange(ctx.db, actor, {
    kind: 'media',
    id: saved.id,
    action: 'media.upload',
    changes: [{ field: 'alt', before: null, after: description }],
  });
  return asApiMedia(ctx, saved.id);
}

/** A library image's alt text changed (every page showing it reads the new one). */
export async function describeLibraryImage(ctx: Ctx, actor: StaffActor, id: number, text: string): Promise<ApiMedia> {
  const description = alt(text);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ description: media.description })
      .from(media)
      .where(and(eq(media.id, id), eq(media.access, 'public')))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { message: 'Media not found.' });
    await tx.update(media).set({ description }).where(eq(media.id, id));
    await recordChange(tx, actor, {
      kind: 'media',
      id,
      action: 'media.alt',
      changes: [{ field: 'alt', before: before.description, after: description }],
    });
  });
  return asApiMedia(ctx, id);
}

/**
 * Deletes a library image nothing shows (docs/decisions/0258-media-library-delete-and-pages.md): one that a page, a
 * section, a product or any other place still shows is refused with 409 MEDIA_IN_USE naming the places. The row goes
 * with its audit row in one transaction that holds the row's lock; the original file stays in storage.
 */
export async function deleteLibraryImage(ctx: Ctx, actor: StaffActor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: media.title, description: media.description, originalName: media.originalName })
      .from(media)
      .where(and(eq(media.id, id), eq(media.access, 'public')))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Slika nije pronađena.' });
    const usages = await mediaUsages(tx, id);
    if (usages.length) throw new AppError('MEDIA_IN_USE', { payload: { usages } });
    await tx.delete(media).where(eq(media.id, id));
    await recordChange(tx, actor, {
      kind: 'media',
      id,
      action: 'media.delete',
      changes: [
        { field: 'alt', before: row.description, after: null },
        { field: 'file', before: row.originalName, after: null },
      ],
    });
  });
  return { id };
}
