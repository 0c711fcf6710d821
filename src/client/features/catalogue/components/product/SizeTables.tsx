import type { SizeTable } from '../../api/product-settings.js';
import { useProductSettings } from './use-product-settings.js';

/** The size tables of the settings page, read by the part itself. */
export function ProductSizeTables() {
  return <SizeTables tables={useProductSettings().sizeTables} />;
}

/** The size tables of the CMS settings page, folded in a details element. */
export function SizeTables({ tables }: { tables: readonly SizeTable[] }) {
  if (tables.length === 0) return null;
  return (
    <details className="size-tables">
      <summary>Tablica veličina</summary>
      {tables.map((table) => (
        <table key={table.key} className="size-table">
          <caption>{table.title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column; the columns never move.
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column; the columns never move.
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
