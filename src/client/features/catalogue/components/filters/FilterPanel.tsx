import { useEffect, useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { layeredNavigationQueryOptions, type FacetScope, type LayeredFilter } from '../../api/layered-navigation.js';
import type { FilterQuery } from '../../api/category-search.js';
import { sluggedFilters } from '../../api/filter-rewrites.js';
import { CatIcon } from '../icons.js';
import { ActiveFilters } from './ActiveFilters.js';
import { FilterSection } from './FilterSection.js';
import { useFilterMachine } from './use-filter-machine.js';
import './filters.css';

/** The spec's fallback when the category has no price bounds: 0-100000, label 'Cijena'. */
const PRICE_FALLBACK: LayeredFilter = {
  attributeCode: 'price',
  label: 'Cijena',
  type: 'number',
  attributeID: 0,
  values: [],
  minValue: 0,
  maxValue: 100000,
};

interface Props {
  /** Whose facets: the category list's or the search page's. */
  scope: FacetScope;
  filters: FilterQuery;
  onCommit: (filters: FilterQuery) => void;
  /** An old link's ids written as slugs (the page replaces its URL with them: decision 0235). */
  onSlugged?: (filters: FilterQuery) => void;
  /** The key of the page's list answer for these filters: filed under the slugs' key too before `onSlugged`. */
  listKey?: (filters: FilterQuery) => readonly unknown[];
  /** Told whether the slider's value is still settling, so the grid can show it is about to change. */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The filter panel (docs/spec/shop.md 2, 4): one collapsible section per layered filter with disjunctive counts, 'Očisti
 * filtere', a drawer with an overlay on mobile. Loaded lazily with its machine.
 */
export default function FilterPanel({ scope, filters, onCommit, onSlugged, listKey, onPendingChange }: Props) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { actor, draft, collapsed, open, pending, firstView } = useFilterMachine(filters, onCommit);
  const layered = useQuery(layeredNavigationQueryOptions(api, scope, filters));
  const panelId = useId();
  const list = layered.data ?? [];
  const sections = list.some((f) => f.attributeCode === 'price') || !layered.data ? list : [...list, PRICE_FALLBACK];
  const activeCount = Object.keys(draft).length;
  useEffect(() => onPendingChange?.(pending), [onPendingChange, pending]);
  // The facets of this very selection (not the previous one's kept on screen) tell an old link's ids their slugs.
  const slugged = layered.data && !layered.isPlaceholderData ? sluggedFilters(filters, layered.data) : null;
  const sluggedKey = slugged && JSON.stringify(slugged);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the rewritten filters' content.
  useEffect(() => {
    if (!sluggedKey) return;
    const slugs = JSON.parse(sluggedKey) as FilterQuery;
    // The answers already here are the slugs' answers too: filed under the new keys first, nothing is fetched twice.
    const copy = (from: readonly unknown[], to: readonly unknown[]) => {
      const data = queryClient.getQueryData(from);
      if (data !== undefined) queryClient.setQueryData(to, data);
    };
    if (listKey) copy(listKey(filters), listKey(slugs));
    copy(
      layeredNavigationQueryOptions(api, scope, filters).queryKey,
      layeredNavigationQueryOptions(api, scope, slugs).queryKey,
    );
    onSlugged?.(slugs);
  }, [sluggedKey]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && window.matchMedia('(max-width: 1023px)').matches) actor.send({ type: 'panel.close' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor, open]);

  return (
    <div className={`filters${open ? ' is-open' : ''}${firstView ? ' is-first-view' : ''}`}>
      <button
        type="button"
        className="filters__toggle btn btn--outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => actor.send({ type: open ? 'panel.close' : 'panel.open' })}
      >
        <CatIcon name="filter" size={18} /> Filteri{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <ActiveFilters draft={draft} facets={sections} send={actor.send} />
      {open && (
        <div className="filters__overlay" aria-hidden="true" onClick={() => actor.send({ type: 'panel.close' })} />
      )}
      <aside
        id={panelId}
        className="filter-panel"
        aria-label="Filteri"
        hidden={!open}
        aria-busy={pending || layered.isFetching}
      >
        <div className="filter-panel__head">
          <h2 className="filter-panel__title">Filteri</h2>
          <button
            type="button"
            className="filter-panel__close"
            aria-label="Zatvori filtere"
            onClick={() => actor.send({ type: 'panel.close' })}
          >
            <CatIcon name="close" />
          </button>
        </div>
        {layered.isPending && <p className="filter-panel__loading">Učitavanje filtera...</p>}
        {sections.map((filter) => (
          <FilterSection
            key={filter.attributeCode}
            filter={filter}
            value={draft[filter.attributeCode]}
            collapsed={collapsed.includes(filter.attributeCode)}
            send={actor.send}
          />
        ))}
        <div className="filter-panel__foot">
          <button
            type="button"
            className="btn btn--outline filter-panel__clear"
            disabled={activeCount === 0}
            onClick={() => actor.send({ type: 'filters.clear' })}
          >
            Očisti filtere
          </button>
          <button
            type="button"
            className="btn btn--primary filter-panel__done"
            onClick={() => actor.send({ type: 'panel.close' })}
          >
            Prikaži proizvode
          </button>
        </div>
      </aside>
    </div>
  );
}
