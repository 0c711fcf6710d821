import { useEffect } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { searchPageMachine } from '@machines/search-page/search-page.machine.js';
import { usePageTitle } from '../../../app/title.js';
import type { ReactNode } from 'react';
import type { CardProduct } from '../../../lib/card-product.js';
import { SEARCH_MIN_LENGTH, searchResultsQueryOptions, type SearchNarrowing } from '../api/search-results.js';
import './search-page.css';

export type PageLink = (
  page: number,
  content: ReactNode,
  props: { className: string; 'aria-label'?: string; 'aria-current'?: 'page' },
) => ReactNode;
export interface SearchResultsProps {
  products: readonly CardProduct[];
  page: number;
  totalPages: number;
  link: PageLink;
}

/**
 * The search page: 'Traženi pojam: …', 8 results per page, 5 page numbers, the keyword from the search page machine.
 * The result list, the sort and the filter panel are given by the route (features do not import each other; the
 * route composes the catalogue's grid, sort select and filters, so every product list looks and works the same).
 */
export function SearchPage({
  search,
  page,
  narrowing,
  Results,
  Filters,
  onResultsError,
}: {
  search: string | undefined;
  page: number;
  /** The URL's sort and filters in the contract's terms. */
  narrowing?: SearchNarrowing;
  Results: (props: SearchResultsProps) => ReactNode;
  /** The filter panel and the sort select for a searchable term, around the results. */
  Filters?: (props: { term: string; busy: boolean; children: ReactNode }) => ReactNode;
  /** Told when the results cannot be fetched: the route drops a filter the shop does not have from the address. */
  onResultsError?: (error: unknown) => void;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate({ from: '/pretraga' });
  usePageTitle(search ? `Traženi pojam: ${search}` : 'Pretraga');
  const keyword = useActorRef(
    searchPageMachine.provide({
      actions: {
        applyKeyword: (_, { term }) => void navigate({ search: { search: term || undefined }, replace: true }),
      },
    }),
    { input: { search: search ?? '' } },
  );
  const draft = useSelector(keyword, (s) => s.context.draft);
  useEffect(() => keyword.send({ type: 'url.changed', search: search ?? '' }), [keyword, search]);
  const term = search?.trim() ?? '';
  const results = useQuery(searchResultsQueryOptions(api, term, page, narrowing));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failed fetch, whatever the callback's identity.
  useEffect(() => {
    if (results.error) onResultsError?.(results.error);
  }, [results.error]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, which is all it is for.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  const searchable = term.length >= SEARCH_MIN_LENGTH;
  const data = searchable ? results.data : undefined;
  const list = data && (
    <>
      {data.records.length === 0 && <p className="category-empty">Nema rezultata pretrage.</p>}
      {data.records.length > 0 && (
        <Results
          products={data.records}
          page={page}
          totalPages={data.totalPages}
          link={(n, content, props) => (
            <Link
              key={`${n}-${props['aria-label']}`}
              to="/pretraga"
              // The sort and filters stay on every page of the results.
              search={(prev) => ({ ...prev, page: n > 1 ? n : undefined })}
              {...props}
            >
              {content}
            </Link>
          )}
        />
      )}
    </>
  );
  return (
    <div className="page container search-page">
      <h1 className="page-title">{term ? `Traženi pojam: ${term}` : 'Pretraga'}</h1>
      <label className="search-page__field">
        <span className="visually-hidden">Pojam za pretragu</span>
        <input
          type="search"
          value={draft}
          placeholder="Upišite najmanje 3 znaka..."
          autoComplete="off"
          onChange={(e) => keyword.send({ type: 'input.change', value: e.target.value })}
        />
      </label>
      {data && <p className="search-page__count">Pronađeno: {data.totalRecords}</p>}
      {searchable && results.isPending && <p role="status">Pretraživanje...</p>}
      {term.length > 0 && !searchable && <p className="search-page__hint">Upišite najmanje 3 znaka.</p>}
      {searchable &&
        (Filters ? (
          <Filters term={term} busy={results.isFetching}>
            {list}
          </Filters>
        ) : (
          list
        ))}
    </div>
  );
}
