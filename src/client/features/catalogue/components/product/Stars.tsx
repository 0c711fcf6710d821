/** The 5-star rating (docs/spec/shop.md 9: stars 5), read out as text. */
export function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <p className="stars" role="img" aria-label={`Ocjena ${rounded.toLocaleString('hr-HR')} od 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= rounded ? 'stars__star is-on' : n - 0.5 === rounded ? 'stars__star is-half' : 'stars__star'}
        >
          ★
        </span>
      ))}
      <span className="stars__text" aria-hidden="true">
        {rating > 0 ? rounded.toLocaleString('hr-HR') : 'Još nema ocjena'}
      </span>
    </p>
  );
}
