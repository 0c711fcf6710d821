import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, pickEncoded, precompress } from './precompressed.js';

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
