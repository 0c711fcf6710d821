import type { ReactNode } from 'react';
import { CatIcon } from './icons.js';
import './pagination.css';

/** The page numbers around the current one (at most `length`), clamped to 1..total. */
export function pageWindow(current: number, total: number, length: number): number[] {
  const size = Math.min(length, total);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

interface Props {
  page: number;
  totalPages: number;
  /** How many numbers show (spec: 9 by default, 5 on the search page). */
  length?: number;
  /** Renders one link for a page (the route decides how the URL is built). */
  link: (
    page: number,
    content: ReactNode,
    props: { className: string; 'aria-label'?: string; 'aria-current'?: 'page' },
  ) => ReactNode;
}

/** Numbered pagination with first and last arrows (docs/spec/shop.md 2); the page number lives in the URL. */
export function Pagination({ page, totalPages, length = 9, link }: Props) {
  if (totalPages <= 1) return null;
  const numbers = pageWindow(page, totalPages, length);
  return (
    <nav className="pagination" aria-label="Stranice">
      {page > 1 &&
        link(1, <CatIcon name="first" size={18} />, {
          className: 'pagination__link pagination__arrow',
          'aria-label': 'Prva stranica',
        })}
      {page > 1 &&
        link(page - 1, <CatIcon name="prev" size={18} />, {
          className: 'pagination__link pagination__arrow',
          'aria-label': 'Prethodna stranica',
        })}
      {numbers.map((n) =>
        link(n, n, {
          className: n === page ? 'pagination__link is-current' : 'pagination__link',
          'aria-label': `Stranica ${n}`,
          ...(n === page ? { 'aria-current': 'page' as const } : {}),
        }),
      )}
      {page < totalPages &&
        link(page + 1, <CatIcon name="next" size={18} />, {
          className: 'pagination__link pagination__arrow',
          'aria-label': 'Sljedeća stranica',
        })}
      {page < totalPages &&
        link(totalPages, <CatIcon name="last" size={18} />, {
          className: 'pagination__link pagination__arrow',
          'aria-label': 'Zadnja stranica',
        })}
    </nav>
  );
}
