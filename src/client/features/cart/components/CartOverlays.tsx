import { useRouteContext } from '@tanstack/react-router';
import { cartModal, deletingModal, useCartGoneAlert, useFlag } from '../ui-store.js';
import { cartTexts } from '../texts.js';
import { CartGoneAlert } from './CartGoneAlert.js';
import { CartModal } from './CartModal.js';
import { useCart } from './use-cart.js';
import './cart.css';

/** Lazily loaded overlays of the layout: the cart popup, the deleting modal and the closed-cart alert. */
export default function CartOverlays() {
  const { config } = useRouteContext({ from: '__root__' });
  const { cart, runtime } = useCart();
  const open = useFlag(cartModal);
  const deleting = useFlag(deletingModal);
  const gone = useCartGoneAlert();
  return (
    <>
      {gone && <CartGoneAlert message={gone} />}
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
