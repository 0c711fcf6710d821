import { memo, useId } from 'react';
import type { CatalogueFiltersEvent } from '@machines/catalogue-filters/catalogue-filters.machine.js';
import type { LayeredFilter } from '../../api/layered-navigation.js';
import { CatIcon } from '../icons.js';
import { PriceRange } from './PriceRange.js';

type Send = (event: CatalogueFiltersEvent) => void;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

interface Props {
  filter: LayeredFilter;
  /** The draft value: "m,l" (slugs, or an old link's ids), "yes"/"no" or "10-50". */
  value: string | undefined;
  collapsed: boolean;
  send: Send;
}

type FilterValue = LayeredFilter['values'][number];

/**
 * A value's toggle button (a colour or a size): pressed while chosen, named with its product count, and disabled
 * when no product has it, unless it is chosen (so it can still be taken off).
 */
const valueButton = (v: FilterValue, chosen: boolean, toggle: () => void) =>
  ({
    type: 'button',
    'aria-pressed': chosen,
    disabled: v.totalProducts === 0 && !chosen,
    'aria-label': `${v.valueLabel} (${v.totalProducts})`,
    onClick: toggle,
  }) as const;

/**
 * One filter section: a heading button that folds it, then the input of the filter's type. Memoised: a click redraws
 * only the section it changed (docs/decisions/0246-filter-click-paints-first.md).
 */
export const FilterSection = memo(function FilterSection({ filter, value, collapsed, send }: Props) {
  const bodyId = useId();
  return (
    <section className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => send({ type: 'section.toggle', code: filter.attributeCode })}
        >
          {filter.label}
          <CatIcon name="chevronDown" size={18} />
        </button>
      </h3>
      <div id={bodyId} className="filter-section__body" hidden={collapsed}>
        <FilterInput filter={filter} value={value} send={send} />
      </div>
    </section>
  );
});

function FilterInput({ filter, value, send }: Omit<Props, 'collapsed'>) {
  const code = filter.attributeCode;
  const tokens = new Set((value ?? '').split(',').filter(Boolean));
  // A value is named by its slug; an old link names it by id until the page rewrites the URL.
  const isChosen = (v: FilterValue) => tokens.has(v.slug) || tokens.has(String(v.attributeID));
  const toggle = (v: FilterValue) => () =>
    send({ type: 'filter.toggle', code, value: v.slug, alias: String(v.attributeID) });
  const count = (n: number) => <span className="filter-count">({n})</span>;
  switch (filter.type) {
    case 'number':
      return <PriceRange filter={filter} value={value} send={send} />;
    case 'dropdown':
      return (
        <select
          className="filter-select"
          aria-label={filter.label}
          value={filter.values.find(isChosen)?.slug ?? ''}
          onChange={(e) => send({ type: 'filter.set', code, value: e.target.value || null })}
        >
          <option value="">Sve</option>
          {filter.values.map((v) => (
            <option key={v.attributeID} value={v.slug} disabled={v.totalProducts === 0 && !isChosen(v)}>
              {v.valueLabel} ({v.totalProducts})
            </option>
          ))}
        </select>
      );
    case 'yesNo':
      return (
        <div className="filter-radios" role="radiogroup" aria-label={filter.label}>
          {[
            { v: null, label: 'Sve' },
            { v: 'yes', label: 'Da' },
            { v: 'no', label: 'Ne' },
          ].map(({ v, label }) => {
            const match = filter.values.find((x) => x.value === v);
            return (
              <label key={label} className="filter-radio">
                <input
                  type="radio"
                  name={`yn-${code}`}
                  checked={(value ?? null) === v}
                  onChange={() => send({ type: 'filter.set', code, value: v })}
                />
                {label} {match && count(match.totalProducts)}
              </label>
            );
          })}
        </div>
      );
    case 'visualSwatch': {
      const broken = filter.values.filter((v) => !HEX.test(v.value ?? ''));
      return (
        <>
          <ul className="filter-swatches" role="list">
            {filter.values.map((v) => (
              <li key={v.attributeID}>
                <button
                  className="filter-swatch"
                  title={`${v.valueLabel} (${v.totalProducts})`}
                  {...valueButton(v, isChosen(v), toggle(v))}
                >
                  <span
                    className="filter-swatch__dot"
                    style={{ background: HEX.test(v.value ?? '') ? (v.value ?? undefined) : undefined }}
                  />
                  {/* The colour's name and count beside its dot, not only in the tooltip. */}
                  <span className="filter-swatch__name" aria-hidden="true">
                    {v.valueLabel} {count(v.totalProducts)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {broken.length > 0 && (
            <p className="filter-note" role="note">
              Boja {broken.map((v) => `„${v.valueLabel}”`).join(', ')} nije postavljena kao heksadecimalni kod (npr.
              #0b3d91): provjerite postavke atributa.
            </p>
          )}
        </>
      );
    }
    case 'textSwatch':
      return (
        <ul className="filter-chips" role="list">
          {filter.values.map((v) => (
            <li key={v.attributeID}>
              <button className="filter-chip" {...valueButton(v, isChosen(v), toggle(v))}>
                {v.valueLabel}
              </button>
            </li>
          ))}
        </ul>
      );
    default:
      // multipleSelect, and any other list-like type the platform adds: checkboxes.
      return (
        <ul className="filter-checks" role="list">
          {filter.values.map((v) => (
            <li key={v.attributeID}>
              <label className="filter-check">
                <input
                  type="checkbox"
                  checked={isChosen(v)}
                  disabled={v.totalProducts === 0 && !isChosen(v)}
                  onChange={toggle(v)}
                />
                {v.valueLabel} {count(v.totalProducts)}
              </label>
            </li>
          ))}
        </ul>
      );
  }
}
