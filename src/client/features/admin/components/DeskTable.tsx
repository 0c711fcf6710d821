import type { ReactNode } from 'react';

/** A column of a desk table: its heading, and whether its cells are figures (right-aligned). */
export interface DeskColumn {
  label: ReactNode;
  numeric?: boolean;
}

/**
 * The back office's one table: column headings from `columns`, the rows as children, scrolling sideways inside its
 * card when the screen is narrower than the table.
 */
export function DeskTable({
  columns,
  caption,
  small = false,
  children,
}: {
  columns: readonly DeskColumn[];
  caption?: string;
  /** The smaller print of a secondary table (e.g. the card payment attempts under an order). */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="desk-table-wrap">
      <table className={small ? 'desk-table desk-table--small' : 'desk-table'}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a label may be an element.
              <th key={i} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
