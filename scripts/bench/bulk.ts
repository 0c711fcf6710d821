import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/platform/db/client.js';
import { attributes, attributeValues, categories } from '../../src/server/platform/db/schema/catalogue.js';
import { refreshListingKeys } from '../../src/server/modules/catalogue/repository/maintenance.js';
import { invalidateAttributes } from '../../src/server/modules/catalogue/repository/attributes.js';
import { normaliseSearchText } from '../../src/shared/search-text.js';

/**
 * Adds N generated products to a database that already holds the demo catalogue (its attributes, categories
 * and media are reused). Rows are generated inside the database with generate_series (set-based INSERT ...
 * SELECT in batches), so 100,000 products take seconds. Values derive from the row number with fixed
 * multipliers: the same N gives the same catalogue. Products spread over leaf "collection" categories of
 * about 2,000 products each under the demo's top-level categories, like a large real shop; each gets a colour,
 * size, material and cut, two of the demo's pictures, a price history and, one in ten, a 30 % reduction.
 */
export interface BulkOptions {
  batchSize?: number;
  log?: (message: string) => void;
}

const NOUNS = [
  'Majica',
  'Dres',
  'Šal',
  'Kapa',
  'Jakna',
  'Hoodica',
  'Šalica',
  'Lopta',
  'Torba',
  'Privjesak',
  'Zastava',
  'Trenirka',
];
const ADJECTIVES = [
  'plava',
  'bijela',
  'retro',
  'navijačka',
  'klasična',
  'zimska',
  'ljetna',
  'dječja',
  'ženska',
  'službena',
  'limitirana',
  'svečana',
];
const PER_CATEGORY = 2000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
const intArray = (items: readonly number[]) => sql.raw(`'{${items.map(Number).join(',')}}'::int[]`);

export async function seedBulk(db: Db, count: number, options: BulkOptions = {}): Promise<void> {
  const started = Date.now();
  const log = (message: string) => options.log?.(`${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const batchSize = options.batchSize ?? 10_000;
  const tops = await db
    .select()
    .from(categories)
    .where(sql`${categories.parentId} IS NULL AND ${categories.slug} <> 'poklon-bonovi'`);
  if (tops.length === 0) throw new Error('seedBulk needs the demo catalogue first (seedCatalogue)');
  const attrs = await db.select().from(attributes);
  const values = await db.select().from(attributeValues);
  const facets = ['boja', 'velicina', 'materijal', 'kroj'].map((code) => {
    const attributeId = attrs.find((a) => a.code === code)!.id;
    return { attributeId, valueIds: values.filter((v) => v.attributeId === attributeId).map((v) => v.id) };
  });
  const mediaIds = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM media ORDER BY id LIMIT 12`)).map((r) =>
    Number(r.id),
  );
  const run = Date.now().toString(36);

  const leaves: number[] = [];
  for (let i = 0; i < Math.max(1, Math.ceil(count / PER_CATEGORY)); i += 1) {
    const [row] = await db
      .insert(categories)
      .values({
        name: `Kolekcija ${i + 1}`,
        slug: `kolekcija-${run}-${i + 1}`,
        parentId: tops[i % tops.length]!.id,
        sortTypes: [],
        sortDefaultType: 1,
        position: 100 + i,
      })
      .returning({ id: categories.id });
    leaves.push(row!.id);
  }

  const nouns = textArray(NOUNS);
  const nounsNorm = textArray(NOUNS.map(normaliseSearchText));
  const adjectives = textArray(ADJECTIVES);
  const adjectivesNorm = textArray(ADJECTIVES.map(normaliseSearchText));
  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    await db.execute(sql`
      INSERT INTO products (type, format, sku, slug, name, name_sort, short_description, featured, stock_quantity,
        retail_price, final_price, member_price, lowest_price, discount_percentage, category_priority, rating, search_text)
      SELECT 'product', 'simple', 'BULK-' || ${run} || '-' || n, 'bulk-' || ${run} || '-' || n,
        (${nouns})[1 + n % 12] || ' ' || (${adjectives})[1 + (n * 7) % 12] || ' ' || n,
        (${nounsNorm})[1 + n % 12] || ' ' || (${adjectivesNorm})[1 + (n * 7) % 12] || ' ' || n,
        'Generirani proizvod za mjerenje brzine kataloga.', n % 50 = 0, (n * 13) % 51,
        retail, CASE WHEN n % 10 = 3 THEN round(retail * 0.7)::int ELSE retail END,
        CASE WHEN n % 5 = 1 THEN round(retail * 0.9)::int END, retail, CASE WHEN n % 10 = 3 THEN 30 ELSE 0 END,
        (n * 37) % 101, ((n * 11) % 51) / 10.0,
        (${nounsNorm})[1 + n % 12] || ' ' || (${adjectivesNorm})[1 + (n * 7) % 12] || ' ' || n || ' zvijezda generirani'
      FROM generate_series(${from}::int, ${to}::int) AS n, LATERAL (SELECT (5 + (n * 31) % 146) * 100 - 1 AS retail) r`);
    log(`  ${to} / ${count} products`);
  }
  const bulk = sql`SELECT id FROM products WHERE sku LIKE ${`BULK-${run}-%`}`;
  log('  categories, attributes, media, price history...');
  await db.execute(sql`INSERT INTO product_categories (category_id, product_id, is_main, direct)
    SELECT (${intArray(leaves)})[1 + id % ${leaves.length}], id, true, true FROM (${bulk}) b`);
  for (const [k, facet] of facets.entries()) {
    await db.execute(sql`INSERT INTO product_attribute_values (product_id, attribute_id, value_id)
      SELECT id, ${facet.attributeId}, (${intArray(facet.valueIds)})[1 + ((id * ${17 + k * 6}) / 7) % ${facet.valueIds.length}] FROM (${bulk}) b`);
  }
  if (mediaIds.length > 0) {
    await db.execute(sql`INSERT INTO product_media (product_id, media_id, position, is_default)
      SELECT id, (${intArray(mediaIds)})[1 + (id + pos * 5) % ${mediaIds.length}], pos, pos = 0
      FROM (${bulk}) b, generate_series(0, 1) AS pos`);
  }
  await db.execute(sql`INSERT INTO price_history (product_id, price, valid_from, valid_to)
    SELECT p.id, p.retail_price, now() - interval '90 days', CASE WHEN p.final_price < p.retail_price THEN now() - interval '5 days' END
    FROM products p WHERE p.sku LIKE ${`BULK-${run}-%`}
    UNION ALL
    SELECT p.id, p.final_price, now() - interval '5 days', NULL
    FROM products p WHERE p.sku LIKE ${`BULK-${run}-%`} AND p.final_price < p.retail_price`);
  log('  refreshing listing keys...');
  await refreshListingKeys(db);
  // VACUUM sets the visibility map, so counts and listings can stay index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
  invalidateAttributes(db);
}
