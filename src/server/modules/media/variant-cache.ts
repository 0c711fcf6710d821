import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type MediaTarget, mediaStorageOf } from './media-storage.js';

/**
 * The rendered image sizes on disk ({mediaDir}/cache, see storage.ts): what they take and how to drop them. They
 * are derived from the originals, so dropping them loses nothing: the next request of a size renders it again
 * (docs/decisions/0008-media-derived-on-demand.md, docs/decisions/0117-clearing-the-shops-caches.md).
 */
const cacheDir = (mediaDir: string) => path.join(path.resolve(mediaDir), 'cache');

export async function variantCacheStats(mediaDir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(cacheDir(mediaDir), { recursive: true, withFileTypes: true }).catch(() => []);
  let files = 0;
  let bytes = 0;
  for (const entry of entries) {
    // A half-written temporary file is not a variant yet.
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    if (!info) continue;
    files += 1;
    bytes += info.size;
  }
  return { files, bytes };
}

/**
 * Deletes every rendered variant. A render finishing meanwhile either lands after the deletion (a new, valid file)
 * or fails to store and is served from memory (render.ts reports the cache error): nobody gets a broken image.
 */
export async function clearVariantCache(target: MediaTarget): Promise<void> {
  const { dir: mediaDir, objects } = mediaStorageOf(target);
  // The shared copies first: a process that misses its disk copy must not find the old render there.
  if (objects) await objects.deletePrefix('cache/');
  const dir = cacheDir(mediaDir);
  const children = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(children.map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
}
