import { useSyncExternalStore } from 'react';
import type { Cart } from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import type { AuthSession } from '../../../lib/auth-session.js';
import { cartTexts } from '../texts.js';
import { CouponForm } from './CouponForm.js';
import { MemberCard } from './MemberCardForm.js';
import { Summary } from './Summary.js';

/** The cart's side panel: the item list, totals, coupon form and the membership section (prompt, card form or note). */
export function SidePanel({ cart, runtime, auth }: { cart: Cart; runtime: CartCalls; auth: AuthSession }) {
  const loggedIn = useSyncExternalStore(
    auth.subscribe,
    () => auth.getStatus().status === 'authenticated',
    () => false,
  );
  // The profile's card is applied 1 s after the cart loads when it differs from the cookie (machines/membership-card).
  const userBarcode = useSyncExternalStore(
    auth.subscribe,
    () => auth.getStatus().user?.memberCardBarcode ?? null,
    () => null,
  );
  return (
    <aside className="cart-panel" aria-labelledby="cart-panel-title" data-testid="cart-panel">
      <h2 id="cart-panel-title" className="cart-panel__title">
        {cartTexts.orderSummary}
      </h2>
      <ul className="cart-panel__items">
        {cart.items.map((item) => (
          <li key={item.itemId}>
            <span>
              {item.qty} × {item.productData.name}
            </span>
          </li>
        ))}
      </ul>
      <Summary cart={cart} />
      <CouponForm cart={cart} runtime={runtime} />
      <MemberCard
        key={userBarcode ?? ''}
        cart={cart}
        runtime={runtime}
        auth={auth}
        loggedIn={loggedIn}
        userBarcode={userBarcode}
      />
    </aside>
  );
}
