import { useEffect, useRef } from 'react';
import { cartTexts } from '../texts.js';
import { cartGoneAlert } from '../ui-store.js';

/**
 * The spec's alert after a cart call found the cart archived or already ordered: the shopper is on the home page
 * and the modal says why the cart is empty (docs/decisions/0231-cart-rules-after-add-and-closed-carts.md).
 */
export function CartGoneAlert({ message }: { message: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const close = () => cartGoneAlert.set(null);
  return (
    <dialog
      ref={dialog}
      className="cart-modal cart-gone"
      role="alertdialog"
      aria-labelledby="cart-gone-title"
      aria-describedby="cart-gone-text"
      onClose={close}
      onCancel={close}
    >
      <h2 id="cart-gone-title">{cartTexts.cartGoneTitle}</h2>
      <p id="cart-gone-text">{message}</p>
      <div className="cart-modal__actions">
        <button type="button" className="btn btn--primary" onClick={close}>
          {cartTexts.cartGoneOk}
        </button>
      </div>
    </dialog>
  );
}
