import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { carouselRequest, productListQueryOptions, type CarouselFilter } from '../api/product-list.js';
import { ProductCard } from './ProductCard.js';
import './product-grid.css';

/** A home-page product section: heading and a horizontally scrolling row of products (home page carousels), scroll-snapped, keyboard-scrollable. */
export function ProductRail({
  filter,
  label,
  id,
  heading,
}: {
  filter: CarouselFilter;
  label: string;
  id: string;
  heading: ReactNode;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data, isError } = useQuery(productListQueryOptions(api, carouselRequest(filter)));
  const products = data?.records ?? [];
  // A failed or empty list leaves no empty shelf behind (the toast already told the visitor).
  if (isError || (data && products.length === 0)) return null;
  return (
    <section className="section container" aria-labelledby={`s-${id}`}>
      {heading}
      <ul className="product-rail" role="list" aria-label={label} tabIndex={0}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
        {!data &&
          Array.from({ length: 4 }, (_, i) => <li key={i} className="product-rail__skeleton" aria-hidden="true" />)}
      </ul>
    </section>
  );
}
