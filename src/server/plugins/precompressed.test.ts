import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressOnce, pickEncoded, precompress } from './precompressed.js';
import { ReadCache } from './read-cache.js';

describe('precompressed answers', () => {
  it('should prefer brotli, fall back to gzip and honour q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding(['gzip', 'identity'])).toBe('gzip');
  });

  it('should compress a large body both ways and leave a small one alone', async () => {
    const body = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Dres ${i}` })) });
    const encoded = await precompress(body);
    expect(brotliDecompressSync(encoded.br!).toString()).toBe(body);
    expect(gunzipSync(encoded.gzip!).toString()).toBe(body);
    expect(encoded.br!.length).toBeLessThan(body.length / 4);
    expect(await precompress('{"data":1}')).toEqual({});
    expect(pickEncoded('br', {})).toBeNull();
    expect(pickEncoded('gzip, br', encoded)).toEqual({ encoding: 'br', body: encoded.br });
  });
});

describe('an answer compressed for one request', () => {
  const body = `<!doctype html>${'<li class="product">Dres 2025/26</li>'.repeat(300)}`;

  it('should compress in the encoding the request takes best', async () => {
    const br = await compressOnce('gzip, deflate, br', body);
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body).toString()).toBe(body);
    const gz = await compressOnce('gzip', body);
    expect(gz?.encoding).toBe('gzip');
    expect(gunzipSync(gz!.body).toString()).toBe(body);
  });

  it('should leave the body as it is for a request that takes no encoding, or when it is small', async () => {
    expect(await compressOnce(undefined, body)).toBeNull();
    expect(await compressOnce('identity', body)).toBeNull();
    expect(await compressOnce('br', '<p>Dres</p>')).toBeNull();
  });
});

describe('a cache that follows another', () => {
  it('should be dropped with the one it follows', async () => {
    const pages = new ReadCache(60_000, 10);
    const reads = new ReadCache(60_000, 10, [pages]);
    let renders = 0;
    const render = async () => ({ body: `page ${++renders}`, etag: '' });
    expect((await pages.get('/', render)).body).toBe('page 1');
    expect((await pages.get('/', render)).body).toBe('page 1');
    reads.clear();
    expect((await pages.get('/', render)).body).toBe('page 2');
  });
});
