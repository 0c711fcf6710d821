import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../../src/server/modules/media/limits.js';
import { renderVariant } from '../../src/server/modules/media/render.js';
import { saveOriginal } from '../../src/server/modules/media/storage.js';
import { clubImage, createMediaTestApp, type MediaTestContext } from './media.setup.js';

let ctx: MediaTestContext;
let id: number;

beforeAll(async () => {
  ctx = await createMediaTestApp();
  const buffer = await clubImage(300, 200).png().toBuffer();
  ({ id } = await saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer, title: 'Šal', originalName: 's.png' }));
});

afterAll(async () => {
  await ctx?.close();
});

async function expectCoded(url: string, status: number, code: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect({ url, status: res.statusCode }).toEqual({ url, status });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ data: null, errored: true, code, statusCode: status });
  expect(typeof body.message).toBe('string');
  expect(typeof body.error).toBe('string');
}

describe('GET /media with bad input', () => {
  it('should refuse an unknown size, extension or malformed id with a coded 400', async () => {
    for (const url of [
      `/media/1/${id}/huge/sal.png`,
      `/media/1/${id}/Medium/sal.png`,
      `/media/1/${id}/__proto__/sal.png`,
      `/media/1/${id}/small/sal.gif`,
      `/media/1/${id}/small/sal.svg`,
      `/media/1/${id}/small/sal`,
      '/media/1/abc/small/sal.png',
      '/media/1/0/small/sal.png',
      '/media/1/-1/small/sal.png',
      '/media/1/1.5/small/sal.png',
      '/media/1/99999999999/small/sal.png',
      `/media/x/${id}/small/sal.png`,
      `/media/1/${id}/small/sal.png/not-a-hash!`,
    ]) {
      await expectCoded(url, 400, 'VALIDATION_FAILED');
    }
  });

  it("should answer 404 NOT_FOUND for an unknown id or another domain's apiKeyId", async () => {
    await expectCoded('/media/1/999999/small/sal.png', 404, 'NOT_FOUND');
    await expectCoded(`/media/2/${id}/small/sal.png`, 404, 'NOT_FOUND');
  });

  it('should hide private media as not found', async () => {
    const buffer = await clubImage(20, 20).png().toBuffer();
    const saved = await saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer, title: 'Interno', originalName: 'i.png' });
    await ctx.handle.db.execute(`UPDATE media SET access = 'private' WHERE id = ${saved.id}`);
    await expectCoded(`/media/1/${saved.id}/small/interno.png`, 404, 'NOT_FOUND');
  });

  it('should answer 404 when the original has gone from the disk', async () => {
    const buffer = await clubImage(30, 30).png().toBuffer();
    const saved = await saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer, title: 'Nestalo', originalName: 'n.png' });
    await rm(path.join(ctx.mediaDir, 'originals'), { recursive: true, force: true });
    await expectCoded(`/media/1/${saved.id}/small/nestalo.webp`, 404, 'NOT_FOUND');
  });

  it('should refuse path traversal in any segment without ever answering 5xx', async () => {
    for (const url of [
      `/media/1/${id}/small/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/1/${id}/small/..%2F..%2Foriginals.png`,
      `/media/1/${id}/..%2F..%2Fcache/sal.png`,
      `/media/1/${id}/small/%2e%2e%2fsal.png`,
      `/media/1/${id}/small/sal%00.png`,
      `/media/1/${id}/small/sal.png%2F..%2F..`,
      `/media/1/..%2F${id}/small/sal.png`,
      `/media/1/${id}/small/..\\..\\sal.png`,
      `/media/1/${id}/small/sal.png/..%2F..%2Fx`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      // 400 when a segment is malformed; 404 ROUTE_NOT_FOUND when the URL parser turned '\\' into extra segments.
      expect([400, 404], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ data: null, errored: true, statusCode: res.statusCode });
      expect(res.json().code).toMatch(/^(VALIDATION_FAILED|ROUTE_NOT_FOUND)$/);
    }
  });
});

describe('decompression bombs', () => {
  /** A tiny PNG whose header claims 30000 x 30000 pixels (900 MP), with a valid header CRC. */
  async function pngBomb(): Promise<Buffer> {
    const png = Buffer.from(await clubImage(8, 8).png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    return png;
  }

  it('should be refused when stored as an original', async () => {
    expect(30_000 * 30_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(
      saveOriginal(ctx.handle.db, ctx.mediaDir, { buffer: await pngBomb(), title: 'Bomba', originalName: 'b.png' }),
    ).rejects.toThrow(/too large|pixel limit/i);
  });

  it('should be refused by the renderer before any pixel is decoded', async () => {
    const file = path.join(ctx.mediaDir, 'bomb.png');
    await writeFile(file, await pngBomb());
    const source = { width: 30_000, height: 30_000, hash: 'x'.repeat(64), path: 'bomb.png' };
    await expect(renderVariant(file, { source, size: 'small', ext: 'webp' })).rejects.toThrow(/pixel limit/i);
  });
});
