import { memo } from 'react';
import type { CardProduct } from '../../../lib/card-product.js';
import { ProductCard } from './ProductCard.js';
import './product-grid.css';

/**
 * Product cards in a responsive grid; the first row loads eagerly (it is above the fold). Memoised: a list page
 * re-renders for its busy state on a filter click while the cards stay the same objects (query answers are
 * structurally shared), and redrawing every card in the click's frame is what made that click slow
 * (docs/decisions/0246-filter-click-paints-first.md).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  eager = 0,
  className = '',
}: {
  products: readonly CardProduct[];
  eager?: number;
  className?: string;
}) {
  return (
    <ul className={`product-grid ${className}`} role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
});
