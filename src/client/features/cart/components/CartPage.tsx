import { Link, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageTitle } from '../../../app/title.js';
import { formatPrice } from '../../../lib/format.js';
import { cartTexts } from '../texts.js';
import { CartLine } from './CartLine.js';
import { SidePanel } from './SidePanel.js';
import { useCart } from './use-cart.js';
import { cartModal } from '../ui-store.js';
import type { ReactNode } from 'react';
import './cart.css';

/** /kosarica: the lines, the total, the ways on, the side panel and the related carousel (slot). */
export default function CartPage({ related }: { related?: ReactNode }) {
  const { config, auth } = useRouteContext({ from: '__root__' });
  // The lines are live before the cart runtime has loaded (their calls wait for it): a cart the server drew is
  // hydrated as it is (docs/decisions/0123-the-guests-cart-from-the-server.md).
  const { cart, loading, calls } = useCart();
  usePageTitle(cartTexts.title);
  useEffect(() => cartModal.set(false), []);
  if (loading)
    return (
      <div className="cart-page" aria-busy="true">
        <h1>{cartTexts.title}</h1>
      </div>
    );
  if (!cart || cart.items.length === 0) {
    return (
      <div className="cart-page cart-page--empty">
        <h1>{cartTexts.title}</h1>
        <p className="cart-page__empty">{cartTexts.empty}</p>
        <Link to="/shop" className="btn btn--primary">
          {cartTexts.continueShopping}
        </Link>
      </div>
    );
  }
  return (
    <div className="cart-page">
      <h1>{cartTexts.title}</h1>
      <div className="cart-page__grid">
        <section aria-label={cartTexts.title}>
          <ul className="cart-lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.itemId}
                item={item}
                runtime={calls}
                apiKeyId={config.apiKeyId}
                couponApplied={cart.couponCode !== null && cart.prices.coupon > 0}
              />
            ))}
          </ul>
          <p className="cart-page__total">
            {cartTexts.total}: <strong>{formatPrice(cart.prices.orderTotal)}</strong>
          </p>
          {cart.memberCard.applied && <p className="member-note">{cartTexts.memberNote}</p>}
          <div className="cart-page__actions">
            <Link to="/shop" className="btn btn--secondary">
              {cartTexts.continueShopping}
            </Link>
            <Link to="/naplata" className="btn btn--primary">
              {cartTexts.toCheckout}
            </Link>
          </div>
        </section>
        <SidePanel cart={cart} runtime={calls} auth={auth} />
      </div>
      {related}
    </div>
  );
}
