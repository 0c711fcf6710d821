// npm run seed:bulk -- 100000: adds N generated products to the database of DATABASE_URL, or to the PGlite
// in DATA_DIR (default ./data), migrating and seeding the demo catalogue first when the database is empty.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/platform/config.js';
import { openDb } from '../src/server/platform/db/client.js';
import { migrate } from '../src/server/platform/db/migrate.js';
import { seedCatalogue } from '../src/server/seed/catalogue/index.js';
import { seedIfEmpty } from '../src/server/seed/index.js';
import { seedBulk } from './bench/bulk.js';

const count = Number(process.argv[2] ?? '100000');
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('Usage: npm run seed:bulk -- <number of products, 1..5000000>');
  process.exit(1);
}
const config = loadConfig();
const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
try {
  await migrate(handle);
  // The same first-run seed as the server, so a later `npm start` finds a seeded database.
  await seedIfEmpty(handle, { mediaDir: config.mediaDir });
  const existing = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM categories`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  if (Number(existing.rows[0]?.n ?? 0) === 0) await seedCatalogue(handle.db, { mediaDir: config.mediaDir });
  const started = Date.now();
  await seedBulk(handle.db, count, { log: console.log });
  console.log(`Added ${count} products on ${handle.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await handle.close();
}
