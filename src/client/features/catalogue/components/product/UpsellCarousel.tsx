import { useRef } from 'react';
import type { ProductListItem } from '../../../../lib/api-types.js';
import { ProductCard } from '../ProductCard.js';
import { CatIcon } from '../icons.js';

/** Upsell products: 4 slides, 3 under 1200 px, 2 under 840 px, 1 under 480 px, scroll-snapped. */
export function UpsellCarousel({ products }: { products: readonly ProductListItem[] }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: number) =>
    track.current?.scrollBy({ left: dir * track.current.clientWidth, behavior: 'smooth' });
  return (
    <section className="upsell" aria-labelledby="upsell-title">
      <div className="upsell__head">
        <h2 id="upsell-title" className="upsell__title">
          Uz ovo preporučujemo
        </h2>
        <div className="upsell__nav">
          <button type="button" aria-label="Prethodni proizvodi" onClick={() => scroll(-1)}>
            <CatIcon name="prev" />
          </button>
          <button type="button" aria-label="Sljedeći proizvodi" onClick={() => scroll(1)}>
            <CatIcon name="next" />
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1). */}
      <ul className="upsell__track" ref={track} role="list" tabIndex={0} aria-label="Preporučeni proizvodi">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
