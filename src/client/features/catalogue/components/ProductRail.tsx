import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { carouselRequest, productListQueryOptions, type CarouselFilter } from '../api/product-list.js';
import { ProductCard } from './ProductCard.js';
import type { CardProduct } from '../../../lib/card-product.js';
import './product-grid.css';

function pickedOrder(records: CardProduct[], picked: readonly number[] | undefined): CardProduct[] {
  if (!picked?.length) return records;
  const byId = new Map(records.map((r) => [r.id, r]));
  return picked.flatMap((id) => byId.get(id) ?? []);
}

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
  // Picked products keep the order their editor gave them (the listing answers them by id).
  const products = pickedOrder(data?.records ?? [], filter.products);
  // A failed or empty list leaves no empty shelf behind (the toast already told the visitor).
  if (isError || (data && products.length === 0)) return null;
  return (
    <section className="section container" aria-labelledby={`s-${id}`}>
      {heading}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      <ul className="product-rail" role="list" aria-label={label} tabIndex={0}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
        {!data &&
          Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position only.
            <li key={i} className="product-rail__skeleton" aria-hidden="true" />
          ))}
      </ul>
    </section>
  );
}
