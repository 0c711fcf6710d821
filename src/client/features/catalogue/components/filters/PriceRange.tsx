import { useState } from 'react';
import type { CatalogueFiltersEvent } from '@machines/catalogue-filters/catalogue-filters.machine.js';
import { formatPrice } from '../../../../lib/format.js';
import type { LayeredFilter } from '../../api/layered-navigation.js';

interface Props {
  filter: LayeredFilter;
  value: string | undefined;
  send: (event: CatalogueFiltersEvent) => void;
}

/** Two range thumbs with step 0.01; the machine settles the value after 100 ms. */
export function PriceRange({ filter, value, send }: Props) {
  const bounds = { min: filter.minValue ?? 0, max: filter.maxValue ?? 100000 };
  const parsed = value?.split('-').map(Number);
  const applied: [number, number] = parsed && parsed.length === 2 ? [parsed[0]!, parsed[1]!] : [bounds.min, bounds.max];
  const [range, setRange] = useState<[number, number]>(applied);
  // The URL (Back, 'Očisti filtere') moves the thumbs too: the state follows a changed applied range at render.
  const key = `${applied[0]}-${applied[1]}-${bounds.min}-${bounds.max}`;
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    setRange(applied);
  }
  const move = (next: [number, number]) => {
    setRange(next);
    send({ type: 'price.slide', code: filter.attributeCode, min: next[0], max: next[1], bounds });
  };
  return (
    <div className="price-range">
      <div className="price-range__values" aria-live="polite">
        <span>{formatPrice(Math.min(...range))}</span> – <span>{formatPrice(Math.max(...range))}</span>
      </div>
      <div className="price-range__track">
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={0.01}
          value={range[0]}
          aria-label={`${filter.label} od`}
          onChange={(e) => move([Math.min(Number(e.target.value), range[1]), range[1]])}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={0.01}
          value={range[1]}
          aria-label={`${filter.label} do`}
          onChange={(e) => move([range[0], Math.max(Number(e.target.value), range[0])])}
        />
      </div>
    </div>
  );
}
