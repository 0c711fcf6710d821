import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_EXTENSIONS, MEDIA_MIME, MEDIA_SIZES, mediaDimensions, mediaUrl } from '../../src/shared/media.js';
import { saveOriginal } from '../../src/server/modules/media/storage.js';
import { clubImage, createMediaTestApp, type MediaTestContext } from './media.setup.js';

let ctx: MediaTestContext;
let photo: { id: number; width: number; height: number; title: string; extension: string };
let hash: string;

// sharp reports the decoder name; 'heif' is how it reads AVIF.
const DECODER: Record<string, string> = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' };

beforeAll(async () => {
  ctx = await createMediaTestApp();
  const buffer = await clubImage(1600, 1200).jpeg().toBuffer();
  const saved = await saveOriginal(ctx.handle.db, ctx.mediaDir, {
    buffer,
    title: 'Dres domaći 2025/26',
    originalName: 'dres.jpg',
  });
  photo = { ...saved, title: 'Dres domaći 2025/26', extension: 'jpg' };
  const rows = await ctx.handle.db.execute(`SELECT hash FROM media WHERE id = ${saved.id}`);
  hash = String((rows as unknown as { rows: Array<{ hash: string }> }).rows[0]?.hash);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /media/{apiKeyId}/{id}/{size}/{slug}.{ext}', () => {
  for (const size of MEDIA_SIZES) {
    for (const ext of MEDIA_EXTENSIONS) {
      it(`should render the ${size} preset as ${ext} at the dimensions the API advertises`, async () => {
        const res = await ctx.app.inject({ method: 'GET', url: mediaUrl(photo, size, ext) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(MEDIA_MIME[ext]);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(DECODER[ext]);
        expect({ width: meta.width, height: meta.height }).toEqual(mediaDimensions(photo, size));
      });
    }
  }

  it('should fit the preset box without enlarging: 1600x1200 gives medium 720x540 and hero 733x550', () => {
    expect(mediaDimensions(photo, 'medium')).toEqual({ width: 720, height: 540 });
    expect(mediaDimensions(photo, 'heroimage')).toEqual({ width: 733, height: 550 });
    expect(mediaDimensions(photo, 'original')).toEqual({ width: 1600, height: 1200 });
  });

  it('should serve the second request from the disk cache with identical bytes', async () => {
    const url = mediaUrl(photo, 'small', 'webp');
    const first = await ctx.app.inject({ method: 'GET', url });
    const file = path.join(ctx.mediaDir, 'cache', hash, 'small.webp');
    expect(existsSync(file)).toBe(true);
    const second = await ctx.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(await readFile(file))).toBe(true);
  });

  it('should answer with a strong ETag and a year-long immutable Cache-Control', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: mediaUrl(photo, 'thumbnail', 'png') });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}-thumbnail-png"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should answer 304 without a body when If-None-Match carries the ETag', async () => {
    const url = mediaUrl(photo, 'large', 'avif');
    const { headers } = await ctx.app.inject({ method: 'GET', url });
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('should give another size or format a different ETag', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: mediaUrl(photo, 'small', 'jpg') });
    const b = await ctx.app.inject({ method: 'GET', url: mediaUrl(photo, 'small', 'png') });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('should read .jpeg as jpg, ignore the cosmetic slug and accept the trailing hash segment', async () => {
    for (const url of [
      `/media/1/${photo.id}/small/anything.jpeg`,
      `/media/1/${photo.id}/small/dres.jpg/${hash.slice(0, 12)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('should answer simultaneous first requests for a variant with identical bytes and one complete cache file', async () => {
    const url = mediaUrl(photo, 'heroimage', 'webp');
    const answers = await Promise.all(Array.from({ length: 8 }, () => ctx.app.inject({ method: 'GET', url })));
    const [first] = answers;
    expect(answers.every((a) => a.statusCode === 200 && a.rawPayload.equals(first!.rawPayload))).toBe(true);
    const files = await readdir(path.join(ctx.mediaDir, 'cache', hash));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('heroimage.webp'))).toEqual(['heroimage.webp']);
  });

  it('should draw transparent PNGs on white when encoding JPEG', async () => {
    const buffer = await clubImage(200, 100, true).png().toBuffer();
    const saved = await saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer, title: 'Grb', originalName: 'grb.png' });
    const res = await ctx.app.inject({ method: 'GET', url: `/media/1/${saved.id}/original/grb.jpg` });
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The top-left pixel is half-transparent club blue: on white it is light blue, not dark.
    expect(data[0]).toBeGreaterThan(100);
  });

  it('should record and render an EXIF-rotated photo upright', async () => {
    const buffer = await clubImage(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const saved = await saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer, title: 'Mobitel', originalName: 'm.jpg' });
    expect(saved).toMatchObject({ width: 200, height: 400 });
    const res = await ctx.app.inject({ method: 'GET', url: `/media/1/${saved.id}/small/mobitel.png` });
    const meta = await sharp(res.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 120, height: 240 });
  });
});
