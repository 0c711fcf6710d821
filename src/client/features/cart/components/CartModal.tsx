import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { Cart } from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { formatPrice } from '../../../lib/format.js';
import { cartTexts } from '../texts.js';
import { cartModal } from '../ui-store.js';
import { CartLine } from './CartLine.js';

/** The 'Dodano u košaricu' popup after an add (site setting 'popup'): rows with steppers, total, two ways on. */
export function CartModal({ cart, runtime, apiKeyId }: { cart: Cart; runtime: CartCalls; apiKeyId: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // The add button had the focus: it gets it back when the popup goes (React removes the dialog, so the
    // browser's own return of focus on close() never runs).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const close = () => cartModal.set(false);
  return (
    <dialog ref={dialog} className="cart-modal" aria-labelledby="cart-modal-title" onClose={close} onCancel={close}>
      <div className="cart-modal__head">
        <h2 id="cart-modal-title">{cartTexts.added}</h2>
        <button type="button" className="cart-modal__close" aria-label="Zatvori" onClick={close}>
          ×
        </button>
      </div>
      {cart.items.length === 0 ? (
        <p>{cartTexts.empty}</p>
      ) : (
        // Newest first, in a list that scrolls on its own: the total and the two buttons stay in view on a phone.
        <ul className="cart-lines cart-lines--compact cart-modal__lines">
          {[...cart.items].reverse().map((item) => (
            <CartLine
              key={item.itemId}
              item={item}
              runtime={runtime}
              apiKeyId={apiKeyId}
              compact
              couponApplied={cart.couponCode !== null && cart.prices.coupon > 0}
            />
          ))}
        </ul>
      )}
      <p className="cart-modal__total">
        {cartTexts.total}: <strong>{formatPrice(cart.prices.orderTotal)}</strong>
      </p>
      <div className="cart-modal__actions">
        <Link to="/kosarica" className="btn btn--primary" onClick={close}>
          {cartTexts.goToCheckout}
        </Link>
        <button type="button" className="btn btn--secondary" onClick={close}>
          {cartTexts.continueShopping}
        </button>
      </div>
    </dialog>
  );
}
