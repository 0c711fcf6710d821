import type { ReactNode } from 'react';
import { DeskPager } from './DeskPager.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';

/**
 * The back office's searched lists (coupons, customers, the newsletter's addresses, the back-in-stock requests): a
 * text search and a state filter kept in the address, the list's answer drawn as one DeskTable with its waiting,
 * failed and empty states, and the DeskPager. Each list gives its words, columns and rows.
 */
export interface DeskListFilters<State extends string> {
  q?: string;
  state?: State;
  page?: number;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The list's filters from the address (or the form); what the API would refuse is left out. */
export function deskListFilters<State extends string>(
  search: Record<string, unknown>,
  states: readonly State[],
  qMax: number,
): DeskListFilters<State> {
  const filters: DeskListFilters<State> = {};
  const q = text(search.q).slice(0, qMax);
  if (q) filters.q = q;
  const state = text(search.state);
  if ((states as readonly string[]).includes(state)) filters.state = state as State;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

interface SearchFormProps<State extends string> {
  /** The form's accessible name ('Pretraga kupaca'). */
  label: string;
  /** Prefix of the fields' ids. */
  id: string;
  qLabel: string;
  qMax: number;
  qType?: 'search' | 'text';
  states: readonly State[];
  stateText: Record<State, string>;
  stateLabel?: string;
  filters: DeskListFilters<State>;
  onSearch: (filters: DeskListFilters<State>) => void;
}

/** The search field, the state select and 'Traži'; a search starts again from the first page. */
export function DeskSearchForm<State extends string>(props: SearchFormProps<State>) {
  const { id, states, stateText, filters } = props;
  return (
    <form
      className="desk-filters"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        const entries = Object.fromEntries(new FormData(event.currentTarget).entries());
        props.onSearch(deskListFilters(entries, states, props.qMax));
      }}
    >
      <div className="desk-filter desk-filter--wide">
        <label htmlFor={`${id}-q`}>{props.qLabel}</label>
        <input
          id={`${id}-q`}
          name="q"
          type={props.qType ?? 'search'}
          defaultValue={filters.q ?? ''}
          maxLength={props.qMax}
        />
      </div>
      <div className="desk-filter">
        <label htmlFor={`${id}-state`}>{props.stateLabel ?? 'Stanje'}</label>
        <select id={`${id}-state`} name="state" defaultValue={filters.state ?? ''}>
          <option value="">Sva</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {stateText[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-filters__buttons">
        <button type="submit" className="btn btn--primary">
          Traži
        </button>
      </div>
    </form>
  );
}

interface ResultProps<Item> {
  /** The list's query as React Query gives it. */
  query: { data: { items: readonly Item[]; total: number; limit: number } | undefined; isError: boolean };
  columns: readonly DeskColumn[];
  /** 'Kupci se trenutno ne mogu učitati. Pokušajte ponovno.' */
  failed: string;
  /** 'Nema kupaca za ovu pretragu.' */
  empty: string;
  row: (item: Item) => ReactNode;
  page: number;
  go: (page: number | undefined) => void;
}

/** The list's answer: waiting, failed, empty, or the table with its pager. */
export function DeskListResult<Item>({ query, columns, failed, empty, row, page, go }: ResultProps<Item>) {
  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <>
      {query.isError && <p role="alert">{failed}</p>}
      {!data && !query.isError && <p>Učitavanje...</p>}
      {data && data.items.length === 0 && <p>{empty}</p>}
      {data && data.items.length > 0 && <DeskTable columns={columns}>{data.items.map(row)}</DeskTable>}
      {data && <DeskPager page={page} totalPages={totalPages} go={(next) => go(next > 1 ? next : undefined)} />}
    </>
  );
}
