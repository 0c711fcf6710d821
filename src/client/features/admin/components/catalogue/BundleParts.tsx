import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { MAX_BUNDLE_PARTS, type ProductFormValues } from '@shared/validation/product-admin.js';
import type { ApiClient } from '../../../../lib/api-client.js';
import { productsQueryOptions } from '../../api/catalogue.js';

type Part = ProductFormValues['bundleParts'][number];

/** How many found products the picker offers at once: the search narrows it. */
const OFFERED = 8;

/**
 * A bundle's parts in the product form: the list with each part's quantity in one bundle, and a search over the
 * catalogue to add one (a bundle is made of simple and configurable products, never of another bundle).
 */
export function BundleParts({
  api,
  parts,
  ownId,
  error,
  quantityError,
  onAdd,
  onQuantity,
  onRemove,
}: {
  api: ApiClient;
  parts: Part[];
  /** The bundle itself, which cannot be its own part. */
  ownId: number | null;
  error: string | undefined;
  quantityError: (index: number) => string | undefined;
  onAdd: (part: { productId: number; name: string }) => void;
  onQuantity: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useQuery({ ...productsQueryOptions(api, { q }), enabled: q.length >= 2 });
  const offered = (found.data?.records ?? [])
    .filter((p) => p.format !== 'bundle' && p.id !== ownId && !parts.some((part) => part.productId === p.id))
    .slice(0, OFFERED);
  const full = parts.length >= MAX_BUNDLE_PARTS;
  return (
    <fieldset className="catalogue__chips catalogue-parts" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Dijelovi paketa</legend>
      {parts.length === 0 ? (
        <p className="catalogue__muted">Paket još nema dijelova: potražite proizvod i dodajte ga.</p>
      ) : (
        <ul className="catalogue-parts__list">
          {parts.map((part, index) => (
            <li key={part.productId} className="catalogue-parts__item">
              <span className="catalogue-parts__name">{part.name}</span>
              <label className="catalogue-parts__quantity">
                Količina u paketu
                <input
                  type="number"
                  className="field__input"
                  min={1}
                  max={99}
                  value={part.quantity}
                  aria-invalid={quantityError(index) ? true : undefined}
                  onChange={(e) => onQuantity(part.productId, e.target.valueAsNumber || 0)}
                />
              </label>
              <button type="button" className="btn btn--outline" onClick={() => onRemove(part.productId)}>
                Ukloni<span className="visually-hidden"> {part.name}</span>
              </button>
              {quantityError(index) && <p className="field__error">{quantityError(index)}</p>}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="field catalogue-parts__search">
        <label htmlFor={`${id}-search`} className="field__label">
          Dodaj proizvod u paket
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field__input"
          value={search}
          disabled={full}
          placeholder="Naziv ili šifra"
          onChange={(e) => setSearch(e.target.value)}
        />
        {full && <p className="catalogue__muted">Paket ima najviše {MAX_BUNDLE_PARTS} dijelova.</p>}
      </div>
      {q.length >= 2 && !full && (
        <ul className="catalogue-parts__found" aria-label="Pronađeni proizvodi" aria-live="polite">
          {offered.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => {
                  onAdd({ productId: p.id, name: p.name });
                  setSearch('');
                }}
              >
                Dodaj: {p.name} ({p.sku})
              </button>
            </li>
          ))}
          {found.isSuccess && offered.length === 0 && <li className="catalogue__muted">Nema takvog proizvoda.</li>}
        </ul>
      )}
    </fieldset>
  );
}
