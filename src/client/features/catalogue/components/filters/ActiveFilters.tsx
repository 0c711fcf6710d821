import type { CatalogueFiltersEvent } from '@machines/catalogue-filters/catalogue-filters.machine.js';
import type { FilterDraft } from '@machines/catalogue-filters/catalogue-filters.values.js';
import { formatPrice } from '../../../../lib/format.js';
import type { LayeredFilter } from '../../api/layered-navigation.js';
import { CatIcon } from '../icons.js';

interface Chip {
  key: string;
  text: string;
  remove: CatalogueFiltersEvent;
}

function chipsOf(draft: FilterDraft, facets: readonly LayeredFilter[]): Chip[] {
  return Object.entries(draft).flatMap(([code, value]): Chip[] => {
    const facet = facets.find((f) => f.attributeCode === code);
    if (!facet) return [];
    if (facet.type === 'number') {
      const [min, max] = value.split('-').map(Number);
      return [
        {
          key: code,
          text: `${facet.label}: ${formatPrice(min ?? 0)} – ${formatPrice(max ?? 0)}`,
          remove: { type: 'filter.set', code, value: null },
        },
      ];
    }
    if (value === 'yes' || value === 'no') {
      const text = `${facet.label}: ${value === 'yes' ? 'Da' : 'Ne'}`;
      return [{ key: code, text, remove: { type: 'filter.set', code, value: null } }];
    }
    return value.split(',').flatMap((token) => {
      const v = facet.values.find((x) => x.slug === token || String(x.attributeID) === token);
      if (!v) return [];
      const remove: CatalogueFiltersEvent = {
        type: 'filter.toggle',
        code,
        value: v.slug,
        alias: String(v.attributeID),
      };
      return [{ key: `${code}:${v.slug}`, text: v.valueLabel, remove }];
    });
  });
}

/**
 * The chosen filters as chips beside the grid, each with its own remove button. They are drawn from the panel's
 * draft, so a click shows here in the same frame as in the panel (docs/decisions/0238-filters-apply-at-once.md).
 */
export function ActiveFilters({
  draft,
  facets,
  send,
}: {
  draft: FilterDraft;
  facets: readonly LayeredFilter[];
  send: (event: CatalogueFiltersEvent) => void;
}) {
  const chips = chipsOf(draft, facets);
  if (chips.length === 0) return null;
  return (
    <ul className="active-filters" role="list" aria-label="Odabrani filteri" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className="active-filter"
            aria-label={`Ukloni filter ${chip.text}`}
            onClick={() => send(chip.remove)}
          >
            {chip.text}
            <CatIcon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
