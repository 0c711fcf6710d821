import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../src/shared/media.js';
import { copyOriginalsToObjects } from '../../src/server/modules/media/copy-to-objects.js';
import { type MediaStorage, mediaStorageFromConfig } from '../../src/server/modules/media/media-storage.js';
import { saveOriginal } from '../../src/server/modules/media/storage.js';
import { clearVariantCache } from '../../src/server/modules/media/variant-cache.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { startS3ForTests } from '../support/s3.js';
import { clubImage } from './media.setup.js';

/**
 * The media library in S3-compatible object storage (docs/decisions/0147-media-in-object-storage.md), against a
 * local S3 server: originals and rendered sizes are stored there, a process without a local copy renders from it
 * or serves another's render, and an existing media folder is copied in by the migration command.
 */
let t: TestApp;
let storage: MediaStorage;
let photo: { id: number; width: number; height: number; title: string; extension: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false, standIns: [await startS3ForTests()] });
  storage = mediaStorageFromConfig(t.config);
  const saved = await saveOriginal(t.db, storage, {
    buffer: await clubImage(1200, 900).jpeg().toBuffer(),
    title: 'Dres u oblaku',
    originalName: 'dres.jpg',
  });
  photo = { ...saved, title: 'Dres u oblaku', extension: 'jpg' };
});
afterAll(async () => t?.close());

const objects = () => {
  if (!storage.objects) throw new Error('object storage is not configured');
  return storage.objects;
};
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('media in object storage', () => {
  it('should store the original and each rendered size in the bucket', async () => {
    expect((await objects().stats('originals/')).files).toBe(1);
    const res = await get(mediaUrl(photo, 'medium', 'webp'));
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect(await objects().stats('cache/')).toMatchObject({ files: 1 });
  });

  it('should render from the bucket on a machine without the local copy, and serve a size another process made', async () => {
    // This "machine" has neither the original nor any rendered size on its disk.
    await rm(storage.dir, { recursive: true, force: true });
    const other = await get(mediaUrl(photo, 'small', 'avif'));
    expect(other.statusCode).toBe(200);
    expect((await sharp(other.rawPayload).metadata()).format).toBe('heif');
    const renders = (await objects().stats('cache/')).files;
    expect(renders).toBe(2);
    // The first size is fetched from the bucket, not rendered again.
    await rm(path.join(storage.dir, 'cache'), { recursive: true, force: true });
    const again = await get(mediaUrl(photo, 'medium', 'webp'));
    expect(again.statusCode).toBe(200);
    expect((await objects().stats('cache/')).files).toBe(renders);
    expect(await readdir(path.join(storage.dir, 'cache'), { recursive: true })).not.toHaveLength(0);
  });

  it('should drop the rendered sizes from the bucket too when staff clear the image cache', async () => {
    await clearVariantCache(storage);
    expect((await objects().stats('cache/')).files).toBe(0);
    expect((await objects().stats('originals/')).files).toBe(1);
    expect((await get(mediaUrl(photo, 'medium', 'webp'))).statusCode).toBe(200);
  });

  // A fresh database migrated in place and an image rendered: seconds when idle, more on a loaded machine.
  it('should copy an existing media folder into the bucket once', async () => {
    const local = await createTestApp({ seed: false });
    try {
      await saveOriginal(local.db, local.mediaDir, {
        buffer: await clubImage(640, 480).png().toBuffer(),
        title: 'Stari grb',
        originalName: 'grb.png',
      });
      const first = await copyOriginalsToObjects(local.mediaDir, objects());
      expect(first).toMatchObject({ copied: 1, alreadyThere: 0 });
      const second = await copyOriginalsToObjects(local.mediaDir, objects());
      expect(second).toMatchObject({ copied: 0, alreadyThere: 1 });
      expect((await objects().stats('originals/')).files).toBe(2);
    } finally {
      await local.close();
    }
  }, 120_000);
});
