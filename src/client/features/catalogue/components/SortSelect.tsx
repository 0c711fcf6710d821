import type { SortOption } from '@shared/sorts.js';

/** The 'Sortiraj' select of a product list (the category list and the search results). */
export function SortSelect({
  sorts,
  value,
  onChange,
  leading,
}: {
  sorts: readonly SortOption[];
  value: string;
  onChange: (key: string) => void;
  /** An option before the sorts (the search's own ranking), value ''. */
  leading?: string;
}) {
  return (
    <label className="select-field">
      <span>Sortiraj</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {leading && <option value="">{leading}</option>}
        {sorts.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </label>
  );
}
