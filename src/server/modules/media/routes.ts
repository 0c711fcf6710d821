import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_MIME } from '@shared/media.js';
import { AppError } from '../../platform/errors/index.js';
import { parseMediaParams, type RawMediaParams } from './params.js';
import { MissingOriginalError, ensureVariant, variantName } from './render.js';
import { findMedia } from './repository.js';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import { type MediaTarget, mediaStorageFromConfig } from './media-storage.js';
import { createSourceCache } from './source-cache.js';

export interface MediaRoutesOptions {
  /** Media folder (DATA_DIR/media) or storage; defaults to the configured one (S3_* or DATA_DIR/media). */
  mediaDir?: MediaTarget;
  /** apiKeyIds whose media this server serves; the demo domain's is 1. */
  apiKeyIds?: readonly number[];
}

// Variants are addressed by content hash, so a URL's bytes never change: browsers and CDNs keep them a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x"; '*' matches anything. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** GET /media/{apiKeyId}/{id}/{size}/{slug}.{ext}[/{hash}]: a preset of a library image, rendered once, then streamed. */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const storage = options.mediaDir ?? mediaStorageFromConfig(app.config);
  const apiKeyIds = new Set(options.apiKeyIds ?? [1]);
  const findSource = createSourceCache((id) => findMedia(app.db, id));
  // A crop focus saved on any process reaches this one's memory of the rows with the catalogue's change
  // (docs/decisions/0199-crop-focus.md, 0111), not 30 s later.
  const unsubscribe = changeFeedOf(app.db)?.subscribe((change) => {
    if (change.kind === 'data') findSource.clear();
  });
  if (unsubscribe) app.addHook('onClose', async () => unsubscribe());

  async function serve(request: FastifyRequest<{ Params: RawMediaParams }>, reply: FastifyReply) {
    const { apiKeyId, id, size, ext } = parseMediaParams(request.params);
    if (!apiKeyIds.has(apiKeyId)) throw new AppError('NOT_FOUND', { message: 'Media not found.' });
    const source = await findSource(id);
    // Private media need a signed-in owner, which this route does not know: they are "not found" here.
    if (source?.access !== 'public') throw new AppError('NOT_FOUND', { message: 'Media not found.' });

    const etag = `"${source.hash.slice(0, 32)}-${variantName({ source, size })}-${ext}"`;
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

    let variant: Awaited<ReturnType<typeof ensureVariant>>;
    try {
      variant = await ensureVariant(storage, { source, size, ext });
    } catch (err) {
      if (err instanceof MissingOriginalError) {
        request.log.warn({ mediaId: id }, 'media original missing');
        throw new AppError('NOT_FOUND', { message: 'Media not found.' });
      }
      throw err;
    }
    if (variant.cacheError) request.log.warn({ err: variant.cacheError, mediaId: id }, 'media cache write failed');
    reply.type(MEDIA_MIME[ext]).header('content-length', variant.length).header('x-content-type-options', 'nosniff');
    // A cached hit is a plain file stream: no sharp, no buffering.
    // Bounded by the known length: the stream stops after one read instead of reading again to find EOF.
    return reply.send(variant.buffer ?? createReadStream(variant.file, { start: 0, end: variant.length - 1 }));
  }

  app.get('/media/:apiKeyId/:id/:size/:file', serve);
  // The spec's optional trailing /{hash} (a cache-buster) is accepted and otherwise ignored.
  app.get('/media/:apiKeyId/:id/:size/:file/:hash', serve);
};
