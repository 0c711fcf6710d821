import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type PickedItem, type PickerKind, itemPickerMachine } from '@machines/item-picker/item-picker.machine.js';
import { FailureText } from '../ui/FailureText.js';
import { formatPrice } from '../../lib/format.js';
import './item-picker.css';

/** The search field's words per kind ('Traži objavu'). */
const NOUN: Record<PickerKind, string> = {
  product: 'proizvod',
  category: 'kategoriju',
  page: 'stranicu',
  post: 'objavu',
  event: 'događaj',
  tag: 'oznaku',
};

/** A page's language by its code, as the picker shows it beside the page. */
const LANGUAGE: Record<string, string> = { hrv: 'hrvatski', eng: 'engleski', ger: 'njemački', srp: 'srpski' };

export interface ItemPickerProps {
  kind: PickerKind;
  /** The group's name: 'Proizvodi', 'Kategorija', 'Objava'. */
  label: string;
  chosen: readonly PickedItem[];
  max: number;
  onChange: (chosen: PickedItem[]) => void;
  /** Where the picker searches: the edit mode's listing and link targets, or the timed releases' pages with a draft
   * and products hidden too. */
  search: (q: string, signal: AbortSignal) => Promise<PickedItem[]>;
}

/**
 * The back office's one picker, in the edit mode and on the timed releases' screen (docs/decisions/0248-picked-products.md; links: 0252-link-options-through-the-item-picker.md):
 * a search over the shop's own listing or the link targets, its results (a product with its image and price, a page
 * with its language, an event with its day) and the chosen list, reordered and emptied with buttons. Every change of
 * the chosen list goes to `onChange`.
 */
export function ItemPicker({ kind, label, chosen: initial, max, onChange, search }: ItemPickerProps) {
  const ids = { group: useId(), search: useId(), full: useId() };
  const actor = useActorRef(
    itemPickerMachine.provide({
      actors: {
        searchItems: fromPromise(({ input, signal }) => search(input.q, signal)),
      },
    }),
    { input: { kind, chosen: initial, max } },
  );
  const { query, results, chosen, full, failure } = useSelector(actor, (s) => s.context);
  const searching = useSelector(actor, (s) => !s.matches('ready'));
  const first = useRef(true);
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    report.current(chosen);
  }, [chosen]);

  return (
    <fieldset className="cms-picker" aria-labelledby={ids.group}>
      <legend id={ids.group}>{label}</legend>
      {chosen.length === 0 ? (
        <p className="cms-picker__none">Ništa nije odabrano.</p>
      ) : (
        <ol className="cms-picker__chosen" aria-label={`Odabrano: ${label}`}>
          {chosen.map((item, index) => (
            <li key={item.id}>
              <ItemFace item={item} />
              {max > 1 && (
                <>
                  <button
                    type="button"
                    disabled={index === 0}
                    aria-label={`Pomakni gore: ${item.name}`}
                    onClick={() => actor.send({ type: 'item.move', id: item.id, by: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    disabled={index === chosen.length - 1}
                    aria-label={`Pomakni dolje: ${item.name}`}
                    onClick={() => actor.send({ type: 'item.move', id: item.id, by: 1 })}
                  >
                    ↓
                  </button>
                </>
              )}
              <button
                type="button"
                aria-label={`Ukloni: ${item.name}`}
                onClick={() => actor.send({ type: 'item.remove', id: item.id })}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={ids.search}>Traži {NOUN[kind]}</label>
      <input
        id={ids.search}
        type="search"
        value={query}
        maxLength={100}
        aria-describedby={full ? ids.full : undefined}
        // The picker sits in the section panel's form: Enter searches on, it never applies the section.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event) => actor.send({ type: 'query.change', query: event.target.value })}
      />
      {full && (
        <p id={ids.full} role="alert" className="cms-edit-panel__error">
          Najviše {max} odabranih: uklonite jedan prije dodavanja.
        </p>
      )}
      {failure && <FailureText failure={failure} />}
      <ul className="cms-picker__results" aria-label={`Rezultati: ${label}`} aria-busy={searching}>
        {results.map((item) => {
          const picked = chosen.some((c) => c.id === item.id);
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => actor.send(picked ? { type: 'item.remove', id: item.id } : { type: 'item.add', item })}
              >
                <ItemFace item={item} />
              </button>
            </li>
          );
        })}
        {!searching && results.length === 0 && <li>Nema rezultata.</li>}
      </ul>
    </fieldset>
  );
}

function ItemFace({ item }: { item: PickedItem }) {
  return (
    <span className="cms-picker__item">
      {item.image !== undefined &&
        (item.image ? (
          <img src={item.image} alt="" width={40} height={40} />
        ) : (
          <span className="cms-picker__no-image" aria-hidden="true" />
        ))}
      <span className="cms-picker__name">{item.name}</span>
      {item.language && (
        <span className="cms-picker__meta" lang="hr">
          {LANGUAGE[item.language] ?? item.language}
        </span>
      )}
      {item.detail && <span className="cms-picker__meta">{item.detail}</span>}
      {typeof item.price === 'number' && <span className="cms-picker__price">{formatPrice(item.price)}</span>}
    </span>
  );
}
