import { eq } from 'drizzle-orm';
import type { DbHandle } from '../platform/db/client.js';
import { appMeta } from '../platform/db/schema/settings.js';
import { seedCatalogue } from './catalogue/index.js';
import { seedCart } from './cart/index.js';
import { seedCms } from './cms/index.js';
import { seedConsents } from './consents/index.js';
import { seedContent } from './content/index.js';
import { seedReviews } from './reviews/index.js';
import { seedSettings, type ShopIdentity } from './settings/index.js';
import { DEMO_LOGINS, seedUsers, type DemoLogin } from './users/index.js';
import type { MediaTarget } from '../modules/media/media-storage.js';

export interface SeedOptions {
  /** Where generated images are stored (DATA_DIR/media, and object storage when the shop has one). */
  mediaDir: MediaTarget;
}

export interface SeedResult {
  seeded: boolean;
  logins: DemoLogin[];
}

const MARKER = 'seeded';
/** Posts and events came after the first demo databases: those get them once, on their next start. */
const CONTENT_MARKER = 'seeded-content';

/**
 * Seeds what a real club's shop needs to start and nothing of the demo club (docs/decisions/0132-no-demo-in-production.md):
 * settings and their defaults, the site, store and domain with the digest of the shop's own apiKey, the consent
 * definitions and their forms. No account, coupon, member card, catalogue, CMS page or post: the club makes its own.
 * Once, behind the same markers as the demo, so a later start never adds the demo's content either.
 */
export async function seedShopIfEmpty({ db }: DbHandle, shop: ShopIdentity): Promise<{ seeded: boolean }> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (marker) return { seeded: false };
  await db.transaction(async (tx) => {
    await seedSettings(tx, shop);
    await seedConsents(tx, { demo: false });
    await tx.insert(appMeta).values([
      { key: MARKER, value: new Date().toISOString() },
      { key: CONTENT_MARKER, value: new Date().toISOString() },
    ]);
  });
  return { seeded: true };
}

/** Whether the database was seeded already (by the demo or as a real shop). */
export async function isSeeded({ db }: DbHandle): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  return Boolean(marker);
}

/**
 * Seeds the demo shop once: only when the marker is absent, in one transaction, so a crash mid-way leaves
 * an empty database that the next start seeds again (image files written meanwhile are content-addressed).
 */
export async function seedIfEmpty(handle: DbHandle, options: SeedOptions): Promise<SeedResult> {
  const { db } = handle;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (marker) {
    await seedContentOnce(handle, options);
    return { seeded: false, logins: DEMO_LOGINS };
  }
  let logins: DemoLogin[] = [];
  await db.transaction(async (tx) => {
    await seedSettings(tx);
    logins = await seedUsers(tx);
    await seedConsents(tx);
    await seedCatalogue(tx, { mediaDir: options.mediaDir });
    await seedReviews(tx);
    await seedCart(tx);
    await seedCms(tx, { mediaDir: options.mediaDir });
    await seedContent(tx, { mediaDir: options.mediaDir });
    await tx.insert(appMeta).values([
      { key: MARKER, value: new Date().toISOString() },
      { key: CONTENT_MARKER, value: new Date().toISOString() },
    ]);
  });
  return { seeded: true, logins };
}

async function seedContentOnce({ db }: DbHandle, options: SeedOptions): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, CONTENT_MARKER)).limit(1);
  if (done) return;
  await db.transaction(async (tx) => {
    await seedContent(tx, { mediaDir: options.mediaDir });
    await tx.insert(appMeta).values({ key: CONTENT_MARKER, value: new Date().toISOString() });
  });
}
