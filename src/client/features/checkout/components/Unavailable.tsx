import { Link } from '@tanstack/react-router';
import type { Failure } from '@shared/errors/failure.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { checkoutTexts as tx } from '../texts.js';

/** The checkout cannot start: an empty or already ordered cart leads back to the shop, anything else may retry. */
export function Unavailable({ failure, onRetry }: { failure: Failure | null; onRetry: () => void }) {
  const code = failure?.code;
  const cartGone = code === 'CART_EMPTY' || code === 'SESSION_NOT_FOUND' || code === 'SESSION_ALREADY_USED';
  return (
    <section className="checkout container checkout--empty">
      <h1 className="page-title">{tx.pageTitle}</h1>
      <p role="alert">
        {code === 'CART_EMPTY' || code === 'SESSION_NOT_FOUND' ? (
          tx.emptyCart
        ) : code === 'SESSION_ALREADY_USED' ? (
          tx.alreadyOrdered
        ) : failure ? (
          <FailureText failure={failure} />
        ) : (
          tx.emptyCart
        )}
      </p>
      <div className="checkout__actions">
        {cartGone ? (
          <Link to="/shop" className="btn btn--primary">
            {tx.toShop}
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {tx.retry}
          </button>
        )}
        <Link to="/kosarica" className="btn btn--outline">
          {tx.toCart}
        </Link>
      </div>
    </section>
  );
}
