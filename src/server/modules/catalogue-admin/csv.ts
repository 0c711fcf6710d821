import { PRODUCT_STATUS_TEXT, PRODUCT_STATUSES, type ProductStatus } from '@shared/catalogue-admin.js';
import { formatCsv, parseCsv } from '@shared/csv.js';
import { eurosToCents } from '@shared/money.js';
import { asc, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { bulkActions } from '../../db/schema/back-office.js';
import { products } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/index.js';
import { recordChanges, type StaffActor } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { applyRows, type BulkRow, targetsOf } from './bulk.js';
import type { ProductFilters } from './product-filters.js';
import { productIdsOf } from './product-list.js';

/**
 * CSV export and import of products keyed by SKU (docs/decisions/0181-csv-by-sku.md). The columns, in the club's
 * words; `naziv` is there to read, a name is changed in the product form.
 */
export const CSV_COLUMNS = [
  'sifra',
  'naziv',
  'status',
  'redovna_cijena',
  'akcijska_cijena',
  'clanska_cijena',
  'zaliha',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const STATUS_BY_WORD = new Map<string, ProductStatus>(
  PRODUCT_STATUSES.flatMap(
    (s) =>
      [
        [s, s],
        [PRODUCT_STATUS_TEXT[s].toLowerCase(), s],
      ] as [string, ProductStatus][],
  ),
);

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/** The products of a filter (main products and their variants, each its own row) as a CSV for Excel. */
export async function exportCsv(db: Db, filter: ProductFilters) {
  const ids = await productIdsOf(db, filter, 20_000);
  const rows = ids.length
    ? await db
        .select()
        .from(products)
        .where(or(inArray(products.id, ids), inArray(products.parentId, ids)))
        .orderBy(asc(products.id))
    : [];
  const order = [...rows].sort((a, b) => (a.parentId ?? a.id) - (b.parentId ?? b.id) || a.id - b.id);
  const lines = order.map((p) => [
    p.sku,
    p.name,
    PRODUCT_STATUS_TEXT[p.status as ProductStatus]?.toLowerCase() ?? p.status,
    euros(p.retailPrice),
    euros(p.finalPrice < p.retailPrice ? p.finalPrice : null),
    euros(p.memberPrice),
    p.format === 'configurable' || p.infiniteQuantity ? '' : String(p.stockQuantity),
  ]);
  return { fileName: 'proizvodi.csv', rows: order.length, csv: formatCsv([[...CSV_COLUMNS], ...lines]) };
}

export interface ImportRow {
  line: number;
  /** The product of the SKU (0 when there is none). */
  id: number;
  sku: string;
  name: string;
  changes: BulkRow['changes'];
  error: string | null;
}

const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

function readPrice(raw: string, label: string): { cents: number | null } | { error: string } {
  const value = raw.trim().replace(/\s|€/g, '');
  if (value === '') return { cents: null };
  if (value.startsWith('-') && PRICE.test(value.slice(1)))
    return { error: `${label}: cijena ne može biti manja od nule.` };
  if (!PRICE.test(value)) return { error: `${label}: "${raw.trim()}" nije ispravan iznos (npr. 49,99).` };
  return { cents: eurosToCents(value) };
}

/**
 * Reads a CSV into what each row would change, every problem on its row (an unknown column is an error of line 1):
 * nothing is written. A column left out changes nothing; an empty sale or member price is none.
 */
export async function readImport(
  db: Db,
  csv: string,
): Promise<{ rows: ImportRow[]; fileErrors: string[]; lines: number }> {
  const table = parseCsv(csv);
  const [header, ...records] = table.records;
  if (!header) return { rows: [], fileErrors: ['Datoteka je prazna.'], lines: 0 };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const fileErrors = names
    .filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n))
    .map((n) => `Redak 1: nepoznat stupac "${n}".`);
  if (!names.includes('sifra')) fileErrors.push('Redak 1: nedostaje stupac "sifra".');
  if (fileErrors.length > 0) return { rows: [], fileErrors, lines: records.length };
  const at = (fields: string[], column: Column) => {
    const i = names.indexOf(column);
    return i < 0 ? undefined : (fields[i] ?? '');
  };
  const skus = records.map((r) => (at(r.fields, 'sifra') ?? '').trim()).filter(Boolean);
  const found = skus.length
    ? await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, [...new Set(skus)]))
    : [];
  const idOf = new Map(found.map((f) => [f.sku, f.id]));
  const targets = new Map(
    (
      await targetsOf(
        db,
        found.map((f) => f.id),
      )
    ).map((t) => [t.id, t]),
  );
  const seen = new Map<string, number>();
  const rows = records.map((record): ImportRow => {
    const sku = (at(record.fields, 'sifra') ?? '').trim();
    const row: ImportRow = { line: record.line, id: 0, sku, name: '', changes: [], error: null };
    const fail = (error: string) => ({ ...row, error });
    if (record.fields.length > names.length) return fail('Redak ima više polja nego zaglavlje.');
    if (!sku) return fail('Nedostaje šifra proizvoda.');
    if (seen.has(sku)) return fail(`Šifra se ponavlja (već u retku ${seen.get(sku)}).`);
    seen.set(sku, record.line);
    const target = targets.get(idOf.get(sku) ?? 0);
    // The import changes products that exist (docs/decisions/0181-csv-by-sku.md): it makes none, and says so.
    if (!target)
      return fail(
        `Nepoznata šifra proizvoda "${sku}": uvoz mijenja samo postojeće proizvode i ne može izraditi novi. ` +
          "Novi proizvod izradite u obrascu 'Novi proizvod', zatim ga uvezite.",
      );
    row.id = target.id;
    row.name = target.name;
    const push = (field: string, before: unknown, after: unknown) => {
      if (JSON.stringify(before) !== JSON.stringify(after)) row.changes.push({ field, before, after });
    };
    const prices = { regular: target.regularPrice, sale: target.salePrice, member: target.memberPrice };
    for (const [column, key, label] of [
      ['redovna_cijena', 'regular', 'Redovna cijena'],
      ['akcijska_cijena', 'sale', 'Akcijska cijena'],
      ['clanska_cijena', 'member', 'Članska cijena'],
    ] as const) {
      const raw = at(record.fields, column);
      if (raw === undefined) continue;
      const read = readPrice(raw, label);
      if ('error' in read) return fail(read.error);
      if (key === 'regular') {
        if (read.cents !== null) prices.regular = read.cents;
      } else prices[key] = read.cents;
    }
    if (prices.sale !== null && prices.sale >= prices.regular) {
      if (prices.sale > prices.regular) return fail('Akcijska cijena ne može biti veća od redovne cijene.');
      prices.sale = null;
    }
    push('regularPrice', target.regularPrice, prices.regular);
    push('salePrice', target.salePrice, prices.sale);
    push('memberPrice', target.memberPrice, prices.member);
    const status = at(record.fields, 'status')?.trim().toLowerCase();
    if (status) {
      const value = STATUS_BY_WORD.get(status);
      if (!value) return fail(`Nepoznat status "${status}" (objavljen, skica ili arhiviran).`);
      push('status', target.status, value);
    }
    const stock = at(record.fields, 'zaliha')?.trim();
    if (stock) {
      if (!/^\d{1,7}$/.test(stock)) return fail(`Zaliha "${stock}" nije cijeli broj komada.`);
      if (target.format === 'configurable') return fail('Zaliha proizvoda s varijantama upisuje se u retke varijanti.');
      push('stock', target.stock, Number(stock));
    }
    return row;
  });
  return { rows, fileErrors, lines: records.length };
}

/** The answer of a preview or an import: the rows that change or fail, and the counts. */
function report(read: Awaited<ReturnType<typeof readImport>>, bulkActionId: number | null) {
  const errors = [...read.fileErrors.map((message) => ({ line: 1, message }))];
  for (const row of read.rows) if (row.error) errors.push({ line: row.line, message: row.error });
  return {
    lines: read.lines,
    changed: read.rows.filter((r) => !r.error && r.changes.length > 0).length,
    errors,
    rows: read.rows
      .filter((r) => r.error || r.changes.length > 0)
      .slice(0, 1000)
      .map(({ line, sku, name, changes, error }) => ({ line, sku, name, changes, error })),
    bulkActionId,
  };
}

/** A dry run, or the import of a file without errors as one bulk action (undone like any other). */
export async function importCsv(
  app: FastifyInstance,
  actor: StaffActor,
  body: { csv: string; dryRun: boolean },
  now: Date,
) {
  const read = await readImport(app.db, body.csv);
  const result = report(read, null);
  if (body.dryRun) return result;
  if (result.errors.length > 0) throw new AppError('CSV_INVALID', { payload: { errors: result.errors.slice(0, 100) } });
  const rows = read.rows
    .filter((r) => r.changes.length > 0)
    .map((r) => ({ id: r.id, sku: r.sku, name: r.name, changes: r.changes }));
  const bulkActionId = await app.db.transaction(async (tx) => {
    const [action] = await tx
      .insert(bulkActions)
      .values({
        userId: actor.id,
        userEmail: actor.email.slice(0, 254),
        kind: 'import',
        request: { lines: read.lines },
        rowCount: rows.length,
      })
      .returning({ id: bulkActions.id });
    const entries = await applyRows(tx, actor, rows, now, action!.id, 'after', 'import.apply');
    await recordChanges(tx, actor, [
      ...entries,
      {
        kind: 'bulk',
        id: action!.id,
        action: 'import.apply',
        data: { lines: read.lines, products: rows.length },
        bulkActionId: action!.id,
      },
    ]);
    const owners = rows.length
      ? await tx
          .select({ id: products.id, parentId: products.parentId })
          .from(products)
          .where(
            inArray(
              products.id,
              rows.map((r) => r.id),
            ),
          )
      : [];
    await refreshAfterWrite(tx, [...new Set(owners.map((o) => o.parentId ?? o.id))]);
    return action!.id;
  });
  await announceCatalogueChange(app);
  return { ...result, bulkActionId };
}
