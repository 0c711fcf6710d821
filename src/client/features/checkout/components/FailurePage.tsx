import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { failureTexts as tx } from '../texts.js';
import './checkout.css';

export type FailureReason = 'cancelled' | 'declined' | 'unconfirmed' | 'invalid' | 'expired';

/**
 * /checkout/failure?orderSlug=&reason=: what happened on the gateway's page, in Croatian, and the way on: pay again
 * (a new attempt) or look at the order. Nothing was charged unless the gateway confirmed it.
 */
export function FailurePage({ orderSlug, reason }: { orderSlug: string | undefined; reason: string | undefined }) {
  // A shopper who cancelled on the gateway's page did nothing wrong: the page says what happened, not 'failed'.
  const known: FailureReason = reason && reason in tx.reasons ? (reason as FailureReason) : 'declined';
  usePageTitle(tx.titles[known]);
  return (
    <section className="checkout container checkout--empty">
      <h1 className="page-title">{tx.titles[known]}</h1>
      <p role="alert">{tx.reasons[known]}</p>
      {orderSlug && reason !== 'expired' && <p>{tx.orderKept}</p>}
      <div className="checkout__actions">
        {orderSlug && reason !== 'expired' && reason !== 'invalid' && (
          <Link to="/naplata/placanje" search={{ orderSlug }} className="btn btn--primary">
            {tx.retry}
          </Link>
        )}
        {orderSlug && (
          <Link to="/naplata/uspjesna" search={{ orderSlug }} className="btn btn--outline">
            {tx.toOrder}
          </Link>
        )}
        <Link to="/kontakt" className="btn btn--outline">
          {tx.contact}
        </Link>
      </div>
    </section>
  );
}
