import type { AppConfig } from '../../platform/config.js';
import { type ObjectStorage, s3ObjectStorage } from './object-storage.js';

/**
 * Where the media library lives (docs/decisions/0147-media-in-object-storage.md): always a local folder
 * (DATA_DIR/media: the originals, and the rendered sizes as a cache), and with S3_BUCKET set also object storage,
 * which then holds every original and rendered size for all the shop's processes and machines. The local folder is
 * the zero-install default and, with object storage, a cache of it.
 */
export interface MediaStorage {
  dir: string;
  objects: ObjectStorage | null;
}

/** A folder alone (tests, tools and the seed pass one), or the storage itself. */
export type MediaTarget = string | MediaStorage;

export function mediaStorageOf(target: MediaTarget): MediaStorage {
  return typeof target === 'string' ? { dir: target, objects: null } : target;
}

export function mediaStorageFromConfig(config: AppConfig): MediaStorage {
  if (!config.S3_BUCKET) return { dir: config.mediaDir, objects: null };
  return {
    dir: config.mediaDir,
    objects: s3ObjectStorage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
      prefix: config.S3_PREFIX,
    }),
  };
}

/** The object key of a file under the media folder: the same relative path, always with '/'. */
export const objectKey = (relative: string) => relative.split(/[\\/]+/).join('/');
