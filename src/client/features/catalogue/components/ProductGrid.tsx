import type { CardProduct } from '../../../lib/card-product.js';
import { ProductCard } from './ProductCard.js';
import './product-grid.css';

/** Product cards in a responsive grid; the first row loads eagerly (it is above the fold). */
export function ProductGrid({
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
}
