import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Objects of the media library in S3-compatible storage (AWS S3, Cloudflare R2, MinIO...), for a shop on several
 * machines: the originals, and each rendered size once for all of them (docs/decisions/0147-media-in-object-storage.md).
 */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Deletes every object under the prefix; returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Counts the objects under the prefix and their bytes. */
  stats(prefix: string): Promise<{ files: number; bytes: number }>;
}

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible endpoint; unset = AWS for the region. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (MinIO and most self-hosted servers) instead of in the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several shops. */
  prefix: string;
}

export function s3ObjectStorage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const full = (key: string) => `${settings.prefix}${key}`;

  async function* listed(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: full(prefix), ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return true;
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw err;
      }
    },
    async deletePrefix(prefix) {
      let deleted = 0;
      let batch: { Key: string }[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        deleted += batch.length;
        batch = [];
      };
      for await (const object of listed(prefix)) {
        batch.push({ Key: object.key });
        if (batch.length === 1000) await flush();
      }
      await flush();
      return deleted;
    },
    async stats(prefix) {
      let files = 0;
      let bytes = 0;
      for await (const object of listed(prefix)) {
        files += 1;
        bytes += object.size;
      }
      return { files, bytes };
    },
  };
}
