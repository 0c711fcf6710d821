import { Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { ProductRail } from '../../features/catalogue/components/ProductRail.js';
import { cartTexts } from '../../features/cart/texts.js';
import { lazyPart } from '../../app/lazy-part.js';

// The cart screen brings XState and the cart machines: its own chunk, never in the first paint of other pages.
const CartPage = lazyPart('CartPage', () => import('../../features/cart/components/CartPage.js'));

/** Košarica (docs/spec/shop.md 2 "Cart"): lines, totals, side panel and the 'you might be interested in' carousel. */
export const Route = createFileRoute('/_shop/kosarica')({
  component: function Cart() {
    const related = (
      <ProductRail
        id="related"
        filter={{ featured: true, limit: 8 }}
        label={cartTexts.related}
        heading={
          <h2 id="s-related" className="section__title">
            {cartTexts.related}
          </h2>
        }
      />
    );
    return (
      <Suspense fallback={<div className="cart-page" aria-busy="true" />}>
        <CartPage related={related} />
      </Suspense>
    );
  },
});
