import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An INSERT of many rows that sends them as one JSON parameter, unpacked by json_populate_recordset
 * (docs/decisions/0262-orders-placed-in-groups.md). A multi-row VALUES list costs one bound parameter per cell, and
 * building, serialising and parsing thousands of them is most of the cost of writing a group of orders; one JSON text
 * costs one JSON.stringify and one parse in the database, whatever the number of rows.
 *
 * Every row names the same columns (the first row's); a column no row names keeps its default. JSON columns take the
 * value as it is; every other value goes through its column's own mapping (a Date becomes its ISO text), as drizzle's
 * insert would send it.
 */
/**
 * A JSON parameter as its UTF-8 bytes: node-postgres sends a byte buffer in the binary format, which for json is the
 * text itself, and so does PGlite as the shop opens it (PGLITE_OPTIONS); a text parameter is measured and encoded
 * character by character by PGlite's protocol writer.
 */
export function jsonParam(value: unknown): SQL {
  return sql`${Buffer.from(JSON.stringify(value))}::json`;
}

export function insertJsonRows<T extends PgTable>(table: T, rows: ReadonlyArray<Partial<T['$inferInsert']>>) {
  const columns = getTableColumns(table);
  const first = rows[0] ?? {};
  const keys = Object.keys(first).filter(
    (key) => columns[key] && (first as Record<string, unknown>)[key] !== undefined,
  );
  const json = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) {
      const column = columns[key]!;
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`insertJsonRows: every row names ${key}`);
      record[column.name] = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  return {
    getSQL: (): SQL =>
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${jsonParam(json)})`,
  };
}
