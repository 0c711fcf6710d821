import { Suspense, lazy, useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Icon } from '../../../../components/ui/Icon.js';
import { t } from '../../../../lib/i18n.js';

// The live dropdown and its machine load after first paint (no XState in the first view).
const SearchBoxLive = lazy(() => import('./search-box/SearchBoxLive.js'));

/** The header search box: a plain form until the live combobox (machines/search-box) has loaded. */
export function SearchBox(props: { className?: string; autoFocus?: boolean }) {
  return (
    <Suspense fallback={<PlainSearchBox {...props} />}>
      <SearchBoxLive {...props} />
    </Suspense>
  );
}

function PlainSearchBox({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; the <search> element is not yet announced by every screen reader.
    <form
      role="search"
      className={`search-box ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        const search = value.trim();
        void navigate({ to: '/pretraga', search: { search: search || undefined } });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t.search}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="search"
        autoComplete="off"
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setValue('')}
        // biome-ignore lint/a11y/noAutofocus: shown by the visitor's own tap on the search icon, so the caret belongs in it.
        autoFocus={autoFocus}
      />
      <button type="submit" className="search-box__submit" aria-label={t.search}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
