/**
 * Paging of a desk list: the buttons to the previous and next page (named as the list reads, e.g. 'Novije' and
 * 'Starije' for a log) and where the list is; nothing when everything fits on one page.
 */
export function DeskPager({
  page,
  totalPages,
  go,
  labels = ['Prethodna', 'Sljedeća'],
}: {
  page: number;
  totalPages: number;
  go: (page: number) => void;
  labels?: readonly [previous: string, next: string];
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="desk-pages" aria-label="Stranice">
      <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => go(page - 1)}>
        {labels[0]}
      </button>
      <span>
        Stranica {page} / {totalPages}
      </span>
      <button type="button" className="btn btn--outline" disabled={page >= totalPages} onClick={() => go(page + 1)}>
        {labels[1]}
      </button>
    </nav>
  );
}
