/** The loading grid: 6 placeholder cards, announced once to screen readers. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Učitavanje proizvoda">
      <ul className="product-grid product-grid--category" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position only.
          <li key={i} className="card-skeleton">
            <span className="card-skeleton__image" />
            <span className="card-skeleton__line" />
            <span className="card-skeleton__line card-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
