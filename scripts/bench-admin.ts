// npm run bench:admin [-- <products> <runs>]: the catalogue back office's figures (docs/decisions/0183-bench-admin.md).
// Seeds the demo catalogue plus N generated products (default 10,000) into a fresh in-memory PGlite and a fresh
// PostgreSQL schema (DATABASE_URL, default postgres://root@127.0.0.1:5432/test), then prints: the back office's
// product list (search and filters) p50/p95 against 50 ms, a bulk price change of 1,000 products and its undo
// against 2 s, and a CSV import of 10,000 rows (dry run and import) against 20 s. A benchmark that prints, never a
// test that fails on a slow machine.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../src/server/platform/db/client.js';
import { users } from '../src/server/platform/db/schema/users.js';
import { seedCatalogue } from '../src/server/seed/catalogue/index.js';
import { applyBulk, undoBulk } from '../src/server/modules/catalogue-admin/bulk.js';
import { exportCsv, importCsv } from '../src/server/modules/catalogue-admin/csv.js';
import { listAdminProducts } from '../src/server/modules/catalogue-admin/product-list.js';
import { seedBulk } from './bench/bulk.js';
import { endBench, type Engine, withFreshDb } from './bench/fresh-db.js';
import { measure } from './bench/measure.js';

const count = Number(process.argv[2] ?? '10000');
const runs = Number(process.argv[3] ?? '200');
process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';

interface Figures {
  list: Map<string, { p50: number; p95: number }>;
  bulk: number;
  undo: number;
  csvRows: number;
  csvPreview: number;
  csvImport: number;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function benchEngine(engine: Engine): Promise<Figures> {
  console.log(`\n[${engine}] migrating and seeding ${count} products...`);
  return withFreshDb(engine, 'admin', async (handle: DbHandle, dataDir) => {
    const { db } = handle;
    await seedCatalogue(db, { mediaDir: path.join(dataDir, 'media') });
    await seedBulk(db, count, { log: (m) => console.log(m) });
    const [staff] = await db
      .insert(users)
      .values({
        email: 'bench@zvijezda-shop.hr',
        passwordHash: 'x',
        firstName: 'Bench',
        lastName: 'Admin',
        isBackofficeUser: true,
      })
      .returning({ id: users.id });
    const actor = { id: staff!.id, email: 'bench@zvijezda-shop.hr', ip: null };
    // The services take the app for its database (and its change feed, which a bench has none of).
    const app = { db } as unknown as FastifyInstance;
    const category = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT c.id FROM categories c JOIN product_categories pc ON pc.category_id = c.id
        GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`),
    )[0]!.id;
    const page = (i: number) => 1 + (i % 4);
    const scenarios: Record<string, (i: number) => Promise<unknown>> = {
      'list: newest first': (i) => listAdminProducts(db, { sort: 'updated', page: page(i), limit: 25 }, 1),
      'list: search by name': (i) =>
        listAdminProducts(
          db,
          { q: ['majica', 'plava', 'dres retro', 'sal'][i % 4]!, sort: 'updated', page: 1, limit: 25 },
          1,
        ),
      'list: search by SKU': (i) =>
        listAdminProducts(
          db,
          { q: `BULK-${String(100 + i).padStart(6, '0')}`, sort: 'updated', page: 1, limit: 25 },
          1,
        ),
      'list: category + on sale, by price': (i) =>
        listAdminProducts(db, { category, sale: i % 2 === 0, sort: 'price', page: page(i), limit: 25 }, 1),
      'list: low stock': (i) => listAdminProducts(db, { stock: 'low', sort: 'stock', page: page(i), limit: 25 }, 1),
      'list: status + search + category': (i) =>
        listAdminProducts(
          db,
          { q: 'majica', category, status: 'published', sort: 'name', page: page(i), limit: 25 },
          1,
        ),
    };
    const list = new Map<string, { p50: number; p95: number }>();
    for (const [label, run] of Object.entries(scenarios)) {
      const stats = await measure(run, runs);
      list.set(label, stats);
      console.log(
        `  ${label.padEnd(36)} p50 ${stats.p50.toFixed(2).padStart(7)} ms   p95 ${stats.p95.toFixed(2).padStart(7)} ms`,
      );
    }
    const ids = rowsOf<{ id: number }>(
      await db.execute(
        sql`SELECT id FROM products WHERE sku LIKE 'BULK-%' AND parent_id IS NULL ORDER BY id LIMIT 1000`,
      ),
    ).map((r) => r.id);
    const [applied, bulk] = await timed(() =>
      applyBulk(
        app,
        actor,
        { selection: { ids }, change: { kind: 'price', target: 'sale', mode: 'percent', value: -20, round99: true } },
        new Date(),
      ),
    );
    const [, undo] = await timed(() => undoBulk(app, actor, applied.bulkActionId, new Date()));
    console.log(`  bulk -20 % of ${applied.changed} products ${bulk.toFixed(0)} ms, undo ${undo.toFixed(0)} ms`);
    const exported = await exportCsv(db, {});
    const [header, ...lines] = exported.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const edited = lines.slice(0, 10_000).map((line) => line.replace(/;(\d+)$/, (_, n: string) => `;${Number(n) + 1}`));
    const csv = [header, ...edited].join('\r\n');
    const [preview, csvPreview] = await timed(() => importCsv(app, actor, { csv, dryRun: true }, new Date()));
    const [, csvImport] = await timed(() => importCsv(app, actor, { csv, dryRun: false }, new Date()));
    console.log(
      `  CSV of ${edited.length} rows (${preview.changed} changing): dry run ${csvPreview.toFixed(0)} ms, import ${csvImport.toFixed(0)} ms`,
    );
    return { list, bulk, undo, csvRows: edited.length, csvPreview, csvImport };
  });
}

const pglite = await benchEngine('pglite');
const postgres = await benchEngine('postgres');

const fmt = (ms: number) => ms.toFixed(ms < 100 ? 2 : 0).padStart(10);
const verdict = (pass: boolean) => (pass ? 'ok' : 'MISSED');
console.log(`\nCatalogue back office (${count} generated products; ${runs} runs per list query; ms)`);
console.log(`${'figure'.padEnd(40)} ${'PGlite'.padStart(10)} ${'PostgreSQL'.padStart(10)}  target`);
for (const [label, stats] of pglite.list) {
  const other = postgres.list.get(label)!;
  console.log(
    `${`${label} (p95)`.padEnd(40)} ${fmt(stats.p95)} ${fmt(other.p95)}  [<= 50] ${verdict(Math.max(stats.p95, other.p95) <= 50)}`,
  );
}
for (const [label, a, b, target] of [
  ['bulk price change, 1,000 products', pglite.bulk, postgres.bulk, 2000],
  ['undo of that bulk change', pglite.undo, postgres.undo, 2000],
  [`CSV dry run, ${pglite.csvRows} rows`, pglite.csvPreview, postgres.csvPreview, 20_000],
  [`CSV import, ${pglite.csvRows} rows`, pglite.csvImport, postgres.csvImport, 20_000],
] as const) {
  console.log(`${label.padEnd(40)} ${fmt(a)} ${fmt(b)}  [<= ${target}] ${verdict(Math.max(a, b) <= target)}`);
}
endBench();
