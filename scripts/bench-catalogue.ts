// npm run bench:catalogue [-- <products> <runs>]: docs/targets.md P6. Seeds the demo catalogue plus N generated
// products (default 100,000) into a fresh in-memory PGlite, and into a fresh PostgreSQL schema when
// DATABASE_URL is set, then times the catalogue service functions and prints p50/p95 per engine and the
// PGlite/PostgreSQL ratio.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/server/platform/db/client.js';
import { seedCatalogue } from '../src/server/seed/catalogue/index.js';
import { filterProducts, layeredNavigation } from '../src/server/modules/catalogue/listing-service.js';
import { getProduct } from '../src/server/modules/catalogue/product-service.js';
import { seedBulk } from './bench/bulk.js';
import { endBench, type Engine, withFreshDb } from './bench/fresh-db.js';
import { measure, type Stats } from './bench/measure.js';

const count = Number(process.argv[2] ?? '100000');
const runs = Number(process.argv[3] ?? '200');
const TARGET: Record<string, number> = {
  'listing: leaf category, price sort': 5,
  'listing: top category, price sort': 5,
  'facets: leaf category': 10,
  'facets: top category': 10,
  'facets: leaf category + 1 selection': 10,
  'product read by slug': 5,
  'keyword search': 10,
  'search: header dropdown + categories': 10,
  'search: typo (second pass)': 10,
  'search: page 3 of a common word': 10,
};

async function scenarios(handle: DbHandle) {
  const { db } = handle;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const leaf = rows<{ slug: string }>(
    await db.execute(sql`SELECT slug FROM categories WHERE slug LIKE 'kolekcija-%' ORDER BY id LIMIT 1`),
  )[0]!.slug;
  const top = rows<{ slug: string; n: number }>(
    await db.execute(sql`SELECT c.slug, count(*)::int AS n FROM categories c JOIN product_categories pc ON pc.category_id = c.id
      WHERE c.parent_id IS NULL GROUP BY c.slug ORDER BY n DESC LIMIT 1`),
  )[0]!;
  const slugs = rows<{ slug: string }>(
    await db.execute(sql`SELECT slug FROM products WHERE sku LIKE 'BULK-%' ORDER BY id LIMIT 500`),
  ).map((r) => r.slug);
  const colour = rows<{ id: number }>(
    await db.execute(
      sql`SELECT v.id FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE a.code = 'boja' ORDER BY v.id LIMIT 1`,
    ),
  )[0]!.id;
  const keywords = ['majica plava', 'sal', 'dres retro', 'torba zimska', 'lopta'];
  const price = { param: 'finalPrice' as const, order: 'asc' as const };
  console.log(`  top category ${top.slug}: ${top.n} products`);
  return {
    'listing: leaf category, price sort': (i: number) =>
      filterProducts(db, { mainCategory: leaf, sort: price, limit: 12, page: 1 + (i % 5) }, 1),
    'listing: top category, price sort': (i: number) =>
      filterProducts(db, { mainCategory: top.slug, sort: price, limit: 12, page: 1 + (i % 5) }, 1),
    'facets: leaf category': () => layeredNavigation(db, { mainCategory: leaf }),
    'facets: top category': () => layeredNavigation(db, { mainCategory: top.slug }),
    'facets: leaf category + 1 selection': () =>
      layeredNavigation(db, { mainCategory: leaf, filters: [{ key: 'boja', value: [colour] }] }),
    'product read by slug': (i: number) => getProduct(db, { slug: slugs[i % slugs.length]! }, 1),
    'keyword search': (i: number) => filterProducts(db, { keywords: keywords[i % keywords.length]!, limit: 10 }, 1),
    // The header box: 10 results ranked by relevance plus the matching categories (docs/spec/shop.md 2 "Search").
    'search: header dropdown + categories': (i: number) =>
      filterProducts(db, { keywords: keywords[i % keywords.length]!, limit: 10, suggestCategories: true }, 1),
    'search: typo (second pass)': (i: number) =>
      filterProducts(db, { keywords: ['dersovi', 'majcia plava', 'salica zvjezda'][i % 3]!, limit: 10 }, 1),
    'search: page 3 of a common word': () => filterProducts(db, { keywords: 'majica', limit: 8, page: 3 }, 1),
  } as Record<string, (i: number) => Promise<unknown>>;
}

async function benchEngine(name: Engine): Promise<Map<string, Stats>> {
  console.log(`\n[${name}] migrating and seeding ${count} products...`);
  return withFreshDb(name, 'catalogue', async (handle, dataDir) => {
    const results = new Map<string, Stats>();
    const started = Date.now();
    await seedCatalogue(handle.db, { mediaDir: path.join(dataDir, 'media') });
    await seedBulk(handle.db, count, { log: (m) => console.log(m) });
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const [label, run] of Object.entries(await scenarios(handle))) {
      const stats = await measure(run, runs);
      results.set(label, stats);
      console.log(
        `  ${label.padEnd(40)} p50 ${stats.p50.toFixed(2).padStart(7)} ms   p95 ${stats.p95.toFixed(2).padStart(7)} ms`,
      );
    }
    return results;
  });
}

const pglite = await benchEngine('pglite');
const postgres = process.env.DATABASE_URL ? await benchEngine('postgres') : null;

console.log(`\ndocs/targets.md P6 (${count} products, ${runs} runs each; p95 in ms, target in brackets)`);
console.log(
  `${'query'.padEnd(40)} ${'PGlite'.padStart(9)} ${'PostgreSQL'.padStart(11)} ${'ratio'.padStart(7)}  target`,
);
for (const [label, stats] of pglite) {
  const other = postgres?.get(label);
  const ratio = other ? (stats.p95 / other.p95).toFixed(2) : '-';
  const target = TARGET[label] ?? Number.NaN;
  const pass = stats.p95 <= target && (!other || other.p95 <= target) && (!other || stats.p95 / other.p95 <= 2.5);
  console.log(
    `${label.padEnd(40)} ${stats.p95.toFixed(2).padStart(9)} ${(other ? other.p95.toFixed(2) : '-').padStart(11)} ${ratio.padStart(7)}  [<= ${target}, ratio <= 2.5] ${pass ? 'ok' : 'MISSED'}`,
  );
}
endBench();
