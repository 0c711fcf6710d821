import { Suspense, useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { SearchForm } from './search-box/SearchForm.js';
import { lazyPart } from '../../../../app/lazy-part.js';

// The live dropdown and its machine load after first paint (no XState in the first view).
const SearchBoxLive = lazyPart('SearchBoxLive', () => import('./search-box/SearchBoxLive.js'));

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
    <SearchForm
      id={id}
      className={className}
      autoFocus={autoFocus}
      onSubmit={() => void navigate({ to: '/pretraga', search: { search: value.trim() || undefined } })}
      input={{
        value,
        onChange: (e) => setValue(e.target.value),
        onKeyDown: (e) => e.key === 'Escape' && setValue(''),
      }}
    />
  );
}
