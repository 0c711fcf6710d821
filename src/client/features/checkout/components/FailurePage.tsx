import { Link } from '@tanstack/react-router';
import { failureTexts as tx } from '../texts.js';
import './checkout.css';

export type FailureReason = 'cancelled' | 'declined' | 'unconfirmed' | 'invalid' | 'expired';

/**
 * /checkout/failure?orderSlug=&reason=: what happened on the gateway's page, in Croatian, and the way on: pay again
 * (a new attempt) or look at the order. Nothing was charged unless the gateway confirmed it.
 */
export function FailurePage({ orderSlug, reason }: { orderSlug: string | undefined; reason: string | undefined }) {
  return (
    <section className="checkout container checkout--empty">
      <h1 className="page-title">{tx.title}</h1>
      <p role="alert">{tx.reasons[reason as FailureReason] ?? tx.reasons.declined}</p>
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
