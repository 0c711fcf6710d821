import type { InputHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../../../../../components/ui/Icon.js';
import { t } from '../../../../../lib/i18n.js';

/**
 * The header search form's markup, the same before the live combobox has loaded (SearchBox) and after it
 * (SearchBoxLive), so the swap does not move anything: a labelled search input, the search button, then `children`
 * (the live dropdown). `input` adds the input's value, handlers and ARIA; `busy` shows the loader; `id` is the
 * input's (useId of the caller, which may name the dropdown after it).
 */
export function SearchForm({
  id,
  className,
  autoFocus,
  onSubmit,
  input,
  busy = false,
  children,
}: {
  id: string;
  className: string;
  autoFocus: boolean;
  onSubmit: () => void;
  input: InputHTMLAttributes<HTMLInputElement>;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form itself; the <search> element is not yet announced by every screen reader.
    <form
      role="search"
      className={`search-box ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
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
        // biome-ignore lint/a11y/noAutofocus: shown by the visitor's own tap on the search icon, so the caret belongs in it.
        autoFocus={autoFocus}
        {...input}
      />
      {busy && <span className="search-box__loader" role="status" aria-label="Pretraživanje..." />}
      <button type="submit" className="search-box__submit" aria-label={t.search}>
        <Icon name="search" size={20} />
      </button>
      {children}
    </form>
  );
}
