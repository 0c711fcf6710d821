import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../platform/db/client.js';
import { media } from '../../platform/db/schema/media.js';
import { MAX_INPUT_PIXELS, configureSharp } from './limits.js';
import { type MediaTarget, mediaStorageOf, objectKey } from './media-storage.js';

export interface SaveOriginalInput {
  buffer: Buffer;
  title: string;
  originalName: string;
  description?: string;
}

const FORMAT_MIME: Record<string, { mime: string; ext: string }> = {
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
  heif: { mime: 'image/avif', ext: 'avif' },
};

/**
 * Stores an original image under a generated name (its content hash) and records it in the library.
 * The format is read from the bytes, never trusted from the file name.
 */
export async function saveOriginal(db: Db, target: MediaTarget, input: SaveOriginalInput) {
  const { dir: mediaDir, objects } = mediaStorageOf(target);
  configureSharp();
  const meta = await sharp(input.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const format = FORMAT_MIME[meta.format ?? ''];
  if (!format || !meta.width || !meta.height) throw new Error(`Unsupported image format: ${meta.format}`);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new Error(`Image too large: ${meta.width}x${meta.height}`);
  // Width and height as displayed: the renderer applies the EXIF orientation, so a portrait phone photo
  // stored sideways is recorded (and its presets computed) upright.
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  const hash = createHash('sha256').update(input.buffer).digest('hex');
  const relative = path.join('originals', hash.slice(0, 2), `${hash}.${format.ext}`);
  await mkdir(path.dirname(path.join(mediaDir, relative)), { recursive: true });
  await writeFile(path.join(mediaDir, relative), input.buffer);
  // With object storage the original is there before the row that names it: every process can render it.
  if (objects) await objects.put(objectKey(relative), input.buffer, format.mime);
  const [row] = await db
    .insert(media)
    .values({
      title: input.title,
      description: input.description ?? null,
      originalName: input.originalName,
      mime: format.mime,
      extension: format.ext,
      width,
      height,
      size: input.buffer.length,
      hash,
      path: relative,
    })
    .returning({ id: media.id, width: media.width, height: media.height });
  if (!row) throw new Error('media insert returned no row');
  return row;
}

/** Absolute path of a stored original; refuses a recorded path that would leave the media folder. */
export function originalFile(mediaDir: string, relativePath: string): string {
  return inside(mediaDir, relativePath);
}

/** Disk cache of a rendered variant: {mediaDir}/cache/{hash}/{size}.{ext}; shared by rows with equal bytes. */
export function variantFile(mediaDir: string, hash: string, size: string, ext: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[a-z]+(?:-[0-9a-f]{6})?$/.test(size) || !/^[a-z]+$/.test(ext)) {
    throw new Error('invalid variant key');
  }
  return inside(mediaDir, path.join('cache', hash, `${size}.${ext}`));
}

function inside(root: string, relativePath: string): string {
  const base = path.resolve(root);
  const full = path.resolve(base, relativePath);
  if (!full.startsWith(base + path.sep)) throw new Error('media path escapes the media folder');
  return full;
}
