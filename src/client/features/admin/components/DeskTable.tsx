import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

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
  const wrap = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(wrap);
  return (
    <div
      ref={wrap}
      className="desk-table-wrap"
      // A table wider than the screen scrolls in its box, which a keyboard reaches to scroll it (WCAG 2.1.1).
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption ?? 'Tablica (pomiče se vodoravno)' } : {})}
    >
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

/** Whether the element's content is wider than the element, kept true to its size as the window changes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
