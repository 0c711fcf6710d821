import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MIME, type MediaExtension } from '@shared/media.js';
import { objectKey } from './media-storage.js';
import type { ObjectStorage } from './object-storage.js';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
  bytes: number;
}

/**
 * Copies a media folder's originals into object storage under the same keys, for a shop that moves its library
 * there (`npm run media:to-s3`, docs/decisions/0147-media-in-object-storage.md). Rendered sizes are not copied: they
 * are made again on demand. An object that is already there is left as it is (the keys are content hashes), so
 * running it again after an interruption copies only the rest.
 */
export async function copyOriginalsToObjects(
  mediaDir: string,
  objects: ObjectStorage,
  onFile: (key: string) => void = () => {},
): Promise<CopyReport> {
  const root = path.resolve(mediaDir);
  const entries = await readdir(path.join(root, 'originals'), { recursive: true, withFileTypes: true }).catch(() => []);
  const report: CopyReport = { copied: 0, alreadyThere: 0, bytes: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = objectKey(path.relative(root, file));
    if (await objects.has(key)) {
      report.alreadyThere += 1;
      continue;
    }
    const bytes = await readFile(file);
    const ext = path.extname(entry.name).slice(1) as MediaExtension;
    await objects.put(key, bytes, MEDIA_MIME[ext] ?? 'application/octet-stream');
    report.copied += 1;
    report.bytes += bytes.length;
    onFile(key);
  }
  return report;
}
