import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { unwrap } from '../../../lib/api-client.js';
import type { ReactNode } from 'react';
import type { ProductListItem } from '../../../lib/api-types.js';
import './search-page.css';

export const SEARCH_PAGE_SIZE = 8;
export const SEARCH_PAGE_NUMBERS = 5;
export const KEYWORD_DEBOUNCE_MS = 600;

export type PageLink = (
  page: number,
  content: ReactNode,
  props: { className: string; 'aria-label'?: string; 'aria-current'?: 'page' },
) => ReactNode;
export interface SearchResultsProps {
  products: readonly ProductListItem[];
  page: number;
  totalPages: number;
  link: PageLink;
}

/**
 * The search page (shop.md 2, 4): 'Traženi pojam: …', 8 results per page, 5 page numbers, 600 ms keyword debounce.
 * The result list is given by the route (features do not import each other; the route composes the catalogue grid).
 */
export function SearchPage({
  search,
  page,
  Results,
}: {
  search: string | undefined;
  page: number;
  Results: (props: SearchResultsProps) => ReactNode;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate({ from: '/pretraga' });
  usePageTitle(search ? `Traženi pojam: ${search}` : 'Pretraga');
  const [draft, setDraft] = useState(search ?? '');
  const typed = useRef(false);
  useEffect(() => {
    setDraft(search ?? '');
  }, [search]);
  useEffect(() => {
    // The keyword watcher: the URL follows 600 ms after the last keystroke, page back to 1.
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      void navigate({ search: { search: draft.trim() || undefined }, replace: true });
    }, KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, navigate]);
  const term = search?.trim() ?? '';
  const results = useQuery({
    queryKey: ['catalogue', 'search', term, page],
    queryFn: () =>
      unwrap(api.POST('/api/v1/product/web/filter', { body: { keywords: term, limit: SEARCH_PAGE_SIZE, page } })),
    enabled: term.length >= 3,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  const data = term.length >= 3 ? results.data : undefined;
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
          onChange={(e) => {
            typed.current = true;
            setDraft(e.target.value);
          }}
        />
      </label>
      {data && <p className="search-page__count">Pronađeno: {data.totalRecords}</p>}
      {term.length >= 3 && results.isPending && <p role="status">Pretraživanje...</p>}
      {data && data.records.length === 0 && <p className="category-empty">Nema rezultata pretrage.</p>}
      {term.length > 0 && term.length < 3 && <p className="search-page__hint">Upišite najmanje 3 znaka.</p>}
      {data && data.records.length > 0 && (
        <Results
          products={data.records}
          page={page}
          totalPages={data.totalPages}
          link={(n, content, props) => (
            <Link
              key={`${n}-${props['aria-label']}`}
              to="/pretraga"
              search={{ search: term, ...(n > 1 ? { page: n } : {}) }}
              {...props}
            >
              {content}
            </Link>
          )}
        />
      )}
    </div>
  );
}
