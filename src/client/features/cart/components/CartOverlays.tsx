import { useRouteContext } from '@tanstack/react-router';
import { cartModal, deletingModal, useFlag } from '../ui-store.js';
import { cartTexts } from '../texts.js';
import { CartModal } from './CartModal.js';
import { useCart } from './use-cart.js';
import './cart.css';

/** Lazily loaded overlays of the layout: the cart popup and the deleting modal. */
export default function CartOverlays() {
  const { config } = useRouteContext({ from: '__root__' });
  const { cart, runtime } = useCart();
  const open = useFlag(cartModal);
  const deleting = useFlag(deletingModal);
  return (
    <>
      {open && cart && runtime && <CartModal cart={cart} runtime={runtime} apiKeyId={config.apiKeyId} />}
      {deleting && (
        <div className="cart-deleting" role="alertdialog" aria-modal="true" aria-label={cartTexts.deleting}>
          <div className="cart-deleting__box">
            <span className="spinner" aria-hidden="true" /> {cartTexts.deleting}
          </div>
        </div>
      )}
    </>
  );
}
