import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { formatPrice } from '../../../lib/format.js';
import { ORDER_HISTORY_PAGE_SIZE, orderHistoryPage } from '../api/order-calls.js';
import { orderTexts as tx } from '../texts.js';
import { dateTime } from '../../../components/order/dates.js';
import './orders.css';

/** The query of the history's pages; the order page refreshes it after a withdrawal. */
export const ORDER_HISTORY_KEY = ['orders', 'history'] as const;

/**
 * The profile tab povijest_narudbi (docs/spec/shop.md, docs/decisions/0044-order-history-and-look-up.md):
 * 'Ukupno narudžbi: N', 4 orders per page with 'Učitaj više' ('Učitavam' while loading), every order with its date,
 * number, status, items, 'POGLEDAJ NARUDŽBU' and 'Skini PDF dokument' (new tab); 'Još nemate narudžbi!' when empty.
 */
export default function OrderHistoryTab() {
  const { api } = useRouteContext({ from: '__root__' });
  const pages = useInfiniteQuery({
    queryKey: ORDER_HISTORY_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => orderHistoryPage(api, pageParam),
    getNextPageParam: (last, all) =>
      all.length * ORDER_HISTORY_PAGE_SIZE < last.totalRecords ? all.length + 1 : undefined,
    staleTime: 0,
  });
  if (pages.isPending) {
    return (
      <ul className="order-history" aria-busy="true">
        {Array.from({ length: 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position only.
          <li key={i} className="order-card order-card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (pages.isError) return <p role="alert">{tx.loadFailed}</p>;
  const total = pages.data.pages[0]?.totalRecords ?? 0;
  const orders = pages.data.pages.flatMap((p) => p.records);
  if (total === 0) return <p className="order-history__empty">{tx.empty}</p>;
  return (
    <>
      <p className="order-history__total" data-testid="order-history-total">
        {tx.historyTotal(total)}
      </p>
      <ul className="order-history">
        {orders.map((order) => (
          <li key={order.number} className="order-card" data-testid="order-card">
            <div className="order-card__head">
              <span className="order-card__date">{dateTime(order.created_at)}</span>
              <strong className="order-card__number">
                {tx.orderNumber} {order.number}
              </strong>
              <span className={`order-status order-status--${order.status}`}>{order.statusText.label}</span>
            </div>
            <ul className="order-card__items">
              {order.items.map((line) => (
                <li key={line.id}>
                  {line.name}
                  {line.qty > 1 ? ` × ${line.qty}` : ''}
                </li>
              ))}
            </ul>
            <div className="order-card__foot">
              <span className="order-card__total">{formatPrice(order.totals.orderTotal)}</span>
              <a href={order.pdfUrl} target="_blank" rel="noopener" className="order-card__pdf">
                {tx.pdf}
              </a>
              <Link to="/narudzba/$number" params={{ number: order.number }} className="btn btn--primary">
                {tx.view}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button
          type="button"
          className="btn btn--outline order-history__more"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          aria-busy={pages.isFetchingNextPage || undefined}
        >
          {pages.isFetchingNextPage ? tx.loadingMore : tx.loadMore}
        </button>
      )}
    </>
  );
}
