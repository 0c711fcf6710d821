import { PRODUCT_STATUS_TEXT, PRODUCT_STATUSES, type ProductStatus } from '@shared/catalogue-admin.js';
import { formatCsv, parseCsv } from '@shared/csv.js';
import { eurosToCents } from '@shared/money.js';
import { SKU_PATTERN, SLUG_MIN_LENGTH } from '@shared/catalogue-admin.js';
import { slugify } from '@shared/search-text.js';
import { asc, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { bulkActions } from '../../platform/db/schema/back-office.js';
import { categories, products } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChanges, type StaffActor } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { applyRows, type BulkRow, targetsOf } from './bulk.js';
import type { ProductFilters } from './product-filters.js';
import { productIdsOf } from './product-list.js';
import { insertProduct, type ProductInput } from './product-write.js';

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
/**
 * Columns an import reads besides the export's: a new product's category (its name or address), since a row
 * whose SKU is unknown makes a new product when it has a name, a category and a regular price.
 */
const IMPORT_ONLY_COLUMNS = ['kategorija'] as const;
type Column = (typeof CSV_COLUMNS)[number] | (typeof IMPORT_ONLY_COLUMNS)[number];
/** A new product's SKU: the form's rule (letters, digits, '.', '_', '-'; at most 48). */
const NEW_SKU_MAX = 48;
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
  /** A row whose SKU is unknown, read into a new product (made when the import is applied). */
  create: ProductInput | null;
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

interface NewProductContext {
  /** Categories by their lower-case name and by their address. */
  categoryOf: Map<string, number>;
  /** Addresses taken, in the shop and by new rows read before. */
  slugs: Set<string>;
}

async function newProductContext(db: Db, names: string[]): Promise<NewProductContext> {
  const categoryOf = new Map<string, number>();
  const slugs = new Set<string>();
  const wanted = [...new Set(names.filter(Boolean).map((n) => slugify(n).slice(0, 150)))];
  if (wanted.length === 0) return { categoryOf, slugs };
  for (const c of await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)) {
    categoryOf.set(c.name.trim().toLowerCase(), c.id);
    categoryOf.set(c.slug, c.id);
  }
  // Every address starting like a new one (its variants' included): a new product takes the first one free.
  const taken = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(...wanted.map((w) => sql`${products.slug} LIKE ${`${w.replace(/[\\%_]/g, '\\$&')}%`}`)));
  for (const t of taken) slugs.add(t.slug);
  return { categoryOf, slugs };
}

/**
 * A row whose SKU is unknown (docs/decisions/0181-csv-by-sku.md): a new simple product when it has a name, a
 * category and a regular price (a draft unless its status says otherwise); else the row says what is missing.
 */
function newProductOf(
  fields: string[],
  at: (fields: string[], column: Column) => string | undefined,
  sku: string,
  context: NewProductContext,
): { input: ProductInput; changes: BulkRow['changes'] } | { error: string } {
  const name = (at(fields, 'naziv') ?? '').trim();
  const category = (at(fields, 'kategorija') ?? '').trim();
  const regular = (at(fields, 'redovna_cijena') ?? '').trim();
  const missing = [
    ...(name ? [] : ['naziv']),
    ...(category ? [] : ['kategorija']),
    ...(regular ? [] : ['redovna_cijena']),
  ];
  if (missing.length > 0)
    return {
      error:
        `Nepoznata šifra proizvoda "${sku}": novi proizvod treba naziv, kategoriju i redovnu cijenu ` +
        `(nedostaje: ${missing.join(', ')}).`,
    };
  if (!SKU_PATTERN.test(sku) || sku.length > NEW_SKU_MAX)
    return { error: `Šifra "${sku}" smije imati do ${NEW_SKU_MAX} slova, brojki, crtica, točaka i podvlaka.` };
  if (name.length > 200) return { error: 'Naziv novog proizvoda smije imati najviše 200 znakova.' };
  const categoryId = context.categoryOf.get(category.toLowerCase());
  if (categoryId === undefined) return { error: `Nepoznata kategorija "${category}".` };
  const prices: Record<'regular' | 'sale' | 'member', number | null> = { regular: null, sale: null, member: null };
  for (const [column, key, label] of [
    ['redovna_cijena', 'regular', 'Redovna cijena'],
    ['akcijska_cijena', 'sale', 'Akcijska cijena'],
    ['clanska_cijena', 'member', 'Članska cijena'],
  ] as const) {
    const read = readPrice(at(fields, column) ?? '', label);
    if ('error' in read) return read;
    prices[key] = read.cents;
  }
  const regularPrice = prices.regular!;
  if (prices.sale !== null && prices.sale > regularPrice)
    return { error: 'Akcijska cijena ne može biti veća od redovne cijene.' };
  const word = at(fields, 'status')?.trim().toLowerCase();
  const status = word ? STATUS_BY_WORD.get(word) : 'draft';
  if (!status) return { error: `Nepoznat status "${word}" (objavljen, skica ili arhiviran).` };
  const stock = at(fields, 'zaliha')?.trim() || '0';
  if (!/^\d{1,7}$/.test(stock)) return { error: `Zaliha "${stock}" nije cijeli broj komada.` };
  let base = slugify(name).slice(0, 150).replace(/-+$/, '');
  if (base.length < SLUG_MIN_LENGTH) base = `${base}-${slugify(sku)}`.replace(/^-+/, '').slice(0, 150);
  let slug = base;
  for (let n = 2; context.slugs.has(slug); n++) slug = `${base}-${n}`;
  context.slugs.add(slug);
  const input: ProductInput = {
    name,
    sku,
    slug,
    format: 'simple',
    status,
    shortDescription: null,
    description: null,
    seoTitle: null,
    seoDescription: null,
    regularPrice,
    salePrice: prices.sale === regularPrice ? null : prices.sale,
    memberPrice: prices.member,
    stock: Number(stock),
    categoryIds: [categoryId],
    tagIds: [],
    attributeValueIds: [],
    sizeValueIds: [],
    colourValueIds: [],
    bundleParts: [],
    services: { personalisation: false, sponsor: false },
  };
  const changes = [
    { field: 'name', before: null, after: name },
    { field: 'slug', before: null, after: slug },
    { field: 'categoryIds', before: null, after: [categoryId] },
    { field: 'status', before: null, after: status },
    { field: 'regularPrice', before: null, after: regularPrice },
    ...(input.salePrice === null ? [] : [{ field: 'salePrice', before: null, after: input.salePrice }]),
    ...(input.memberPrice === null ? [] : [{ field: 'memberPrice', before: null, after: input.memberPrice }]),
    { field: 'stock', before: null, after: input.stock },
  ];
  return { input, changes };
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
    .filter((n) => ![...CSV_COLUMNS, ...IMPORT_ONLY_COLUMNS].includes(n as Column))
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
  const newProducts = await newProductContext(
    db,
    records
      .filter((r) => !idOf.has((at(r.fields, 'sifra') ?? '').trim()))
      .map((r) => (at(r.fields, 'naziv') ?? '').trim()),
  );
  const rows = records.map((record): ImportRow => {
    const sku = (at(record.fields, 'sifra') ?? '').trim();
    const row: ImportRow = { line: record.line, id: 0, sku, name: '', changes: [], error: null, create: null };
    const fail = (error: string) => ({ ...row, error });
    if (record.fields.length > names.length) return fail('Redak ima više polja nego zaglavlje.');
    if (!sku) return fail('Nedostaje šifra proizvoda.');
    if (seen.has(sku)) return fail(`Šifra se ponavlja (već u retku ${seen.get(sku)}).`);
    seen.set(sku, record.line);
    const target = targets.get(idOf.get(sku) ?? 0);
    if (!target) {
      const made = newProductOf(record.fields, at, sku, newProducts);
      return 'error' in made
        ? fail(made.error)
        : { ...row, name: made.input.name, changes: made.changes, create: made.input };
    }
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
    created: read.rows.filter((r) => !r.error && r.create).length,
    errors,
    rows: read.rows
      .filter((r) => r.error || r.changes.length > 0)
      .slice(0, 1000)
      .map(({ line, sku, name, changes, error, create }) => ({ line, sku, name, changes, error, created: !!create })),
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
    .filter((r) => r.changes.length > 0 && !r.create)
    .map((r) => ({ id: r.id, sku: r.sku, name: r.name, changes: r.changes }));
  const created = read.rows.flatMap((r) => (r.create ? [r.create] : []));
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
    const createdIds: number[] = [];
    for (const input of created) createdIds.push(await insertProduct(tx, actor, input, now, action!.id));
    await recordChanges(tx, actor, [
      ...entries,
      {
        kind: 'bulk',
        id: action!.id,
        action: 'import.apply',
        data: { lines: read.lines, products: rows.length, created: createdIds.length },
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
    await refreshAfterWrite(tx, [...new Set([...owners.map((o) => o.parentId ?? o.id), ...createdIds])]);
    return action!.id;
  });
  await announceCatalogueChange(app);
  return { ...result, bulkActionId };
}
