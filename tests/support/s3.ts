// A local S3-compatible server (s3rver) with one bucket, for the media library's object storage
// (docs/decisions/0147-media-in-object-storage.md). Its env points a test app at it.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the two calls used here are its documented run() and close().
import S3rver from 's3rver';
import type { StandInForTests } from './app.js';

export const TEST_BUCKET = 'shop-media';

export async function startS3ForTests(): Promise<StandInForTests & { url: string }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fan-shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = (await server.run()) as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'shop-1/',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
