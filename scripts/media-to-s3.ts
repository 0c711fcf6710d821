// npm run media:to-s3: copies the media library's originals from DATA_DIR/media into the object storage that
// S3_BUCKET (and the other S3_ settings) name, so the shop can start with them (docs/decisions/0147-media-in-object-storage.md).
// Safe to run again: what is already there is skipped.
import { loadConfig } from '../src/server/platform/config.js';
import { copyOriginalsToObjects } from '../src/server/modules/media/copy-to-objects.js';
import { mediaStorageFromConfig } from '../src/server/modules/media/media-storage.js';

const config = loadConfig();
const { dir, objects } = mediaStorageFromConfig(config);
if (!objects) {
  console.error('media:to-s3: postavite S3_BUCKET (i S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY po potrebi).');
  process.exit(1);
}
console.log(
  `Copying the originals of ${dir} to bucket ${config.S3_BUCKET}${config.S3_PREFIX ? ` under ${config.S3_PREFIX}` : ''}...`,
);
const report = await copyOriginalsToObjects(dir, objects, (key) => console.log(`  ${key}`));
console.log(
  `Done: ${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.alreadyThere} already there.`,
);
