import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  focusToken,
  mediaCrop,
  mediaDimensions,
  type MediaDimensions,
  type MediaExtension,
  type MediaFocus,
  type MediaSize,
} from '@shared/media.js';
import { MAX_INPUT_PIXELS, MAX_PARALLEL_RENDERS, configureSharp } from './limits.js';
import { MEDIA_MIME } from '@shared/media.js';
import { type MediaTarget, mediaStorageOf, objectKey } from './media-storage.js';
import { originalFile, variantFile } from './storage.js';

export interface VariantKey {
  /** The original's recorded (upright) size: the rendered size is derived from it, never measured. */
  source: MediaDimensions & { hash: string; path: string; focus?: MediaFocus | null | undefined };
  size: MediaSize;
  ext: MediaExtension;
}

/** A variant ready to send: either freshly rendered bytes or a cached file to stream. */
export type Variant = { file: string; length: number; buffer?: Buffer; cacheError?: unknown };

export class MissingOriginalError extends Error {
  override name = 'MissingOriginalError';
}

// Encoder settings: good-looking product photos at small sizes; AVIF effort is kept low because it
// dominates first-render time and the result is cached forever anyway.
function encode(image: Sharp, ext: MediaExtension): Sharp {
  switch (ext) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 80, effort: 4 });
    case 'jpg':
      // JPEG has no alpha: transparent product cut-outs get the shop's white background, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}

export async function renderVariant(original: string | Buffer, key: VariantKey): Promise<Buffer> {
  configureSharp();
  const target = mediaDimensions(key.source, key.size);
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  // A cropping preset of an image with a focus: the region around it is cut from the upright image before the
  // resize (sharp applies the calls in this order), docs/decisions/0199-crop-focus.md.
  const crop = mediaCrop(key.source, key.size, key.source.focus);
  let from: MediaDimensions = key.source;
  if (crop) {
    image = image.extract(crop);
    from = crop;
  }
  // 'fill' to the exact computed box: the bytes always match the width/height the API advertised.
  if (target.width !== from.width || target.height !== from.height) {
    image = image.resize(target.width, target.height, { fit: 'fill' });
  }
  return encode(image, key.ext).toBuffer();
}

/** A preset's cache name: a cut preset names its focus, so a new focus renders anew and the old cut is never read. */
export function variantName(key: Pick<VariantKey, 'source' | 'size'>): string {
  const { focus } = key.source;
  return focus && mediaCrop(key.source, key.size, focus) ? `${key.size}-${focusToken(focus)}` : key.size;
}

// A tiny semaphore: at most MAX_PARALLEL_RENDERS sharp pipelines run; the rest wait in order.
let active = 0;
const waiting: Array<() => void> = [];
async function withRenderSlot<T>(task: () => Promise<T>): Promise<T> {
  if (active >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await task();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

// Concurrent requests for the same uncached variant share one render (keyed by the cache file).
const inFlight = new Map<string, Promise<Variant>>();

/**
 * Returns the cached variant file, or renders it once, stores it atomically and returns its bytes. With object
 * storage a size another process rendered is fetched instead of rendered, and a new one is stored there too.
 */
export async function ensureVariant(target: MediaTarget, key: VariantKey): Promise<Variant> {
  const storage = mediaStorageOf(target);
  const file = variantFile(storage.dir, key.source.hash, variantName(key), key.ext);
  const cached = await stat(file).catch(() => undefined);
  if (cached?.isFile()) return { file, length: cached.size };
  let pending = inFlight.get(file);
  if (!pending) {
    pending = fetchOrRender(storage, file, key).finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

async function fetchOrRender(storage: ReturnType<typeof mediaStorageOf>, file: string, key: VariantKey) {
  const { dir, objects } = storage;
  const variantKey = objectKey(path.relative(path.resolve(dir), file));
  const stored = objects ? await objects.get(variantKey) : null;
  if (stored) return keepOnDisk(file, stored);
  const buffer = await withRenderSlot(async () => renderVariant(await readOriginal(storage, key), key));
  const kept = await keepOnDisk(file, buffer);
  if (!objects) return kept;
  try {
    await objects.put(variantKey, buffer, MEDIA_MIME[key.ext]);
    return kept;
  } catch (objectError) {
    // The image is served all the same; the next process renders it again.
    return { ...kept, cacheError: kept.cacheError ?? objectError };
  }
}

/** The original's file, or its bytes from object storage when this machine has no copy. */
async function readOriginal({ dir, objects }: ReturnType<typeof mediaStorageOf>, key: VariantKey) {
  const original = originalFile(dir, key.source.path);
  if ((await stat(original).catch(() => undefined))?.isFile()) return original;
  const bytes = objects ? await objects.get(objectKey(key.source.path)) : null;
  if (!bytes) throw new MissingOriginalError(original);
  return bytes;
}

async function keepOnDisk(file: string, buffer: Buffer): Promise<Variant> {
  // Temp file in the same folder, then rename: readers see either no file or the whole file.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temp, buffer);
    await rename(temp, file);
    return { file, length: buffer.length, buffer };
  } catch (cacheError) {
    // A full or read-only disk must not take images down: serve the bytes, report the cache failure.
    await unlink(temp).catch(() => {});
    return { file, length: buffer.length, buffer, cacheError };
  }
}
