import { useId } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { DROPDOWN_LIMIT, searchBoxMachine } from '@machines/search-box/search-box.machine.js';
import { formatPrice } from '../../../../../lib/format.js';
import { searchActor } from './search-actor.js';
import { SearchForm } from './SearchForm.js';
import './search-dropdown.css';
import { useRouteChanged } from '../../../../../lib/use-route-changed.js';

/**
 * The live header search (machines/search-box): a combobox whose listbox shows up to 10 products and the matching
 * categories, with 'Pogledaj sve rezultate' from 10 results on. Loaded after first paint.
 */
export default function SearchBoxLive({
  className = '',
  autoFocus = false,
}: {
  className?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const { api, config, toasts } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const actor = useActorRef(
    searchBoxMachine.provide({
      actors: { search: searchActor(api, config.apiKeyId) },
      actions: {
        notifyNoResults: () => void toasts.show({ kind: 'info', message: 'Nije pronađen niti jedan rezultat.' }),
        openSearchPage: (_, { term }) =>
          void navigate({ to: '/pretraga', search: { search: term.trim() || undefined } }),
        openResult: (_, { slug }) => void navigate({ to: '/product/$slug', params: { slug } }),
      },
    }),
  );
  const state = useSelector(actor, (s) => s);
  useRouteChanged(actor);
  const { term, results, categories, total, active } = state.context;
  const open = state.matches('showing');
  const loading = state.matches('loading');
  const listId = `${id}-list`;
  return (
    <SearchForm
      id={id}
      className={className}
      autoFocus={autoFocus}
      onSubmit={() => actor.send({ type: 'input.submit' })}
      busy={loading}
      input={{
        role: 'combobox',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-autocomplete': 'list',
        'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
        value: term,
        onChange: (e) => actor.send({ type: 'input.change', value: e.target.value }),
        onKeyDown: (e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            actor.send({ type: 'input.escape' });
          } else if (e.key === 'ArrowDown') {
            e.preventDefault();
            actor.send({ type: 'list.next' });
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            actor.send({ type: 'list.prev' });
          }
        },
      }}
    >
      <div className="search-dropdown" hidden={!open}>
        {categories.length > 0 && (
          <p className="search-dropdown__cats">
            Kategorije:{' '}
            {categories.map((c) => (
              <Link key={c.id} to="/shop/$slug" params={{ slug: c.slug }} className="chip">
                {c.name}
              </Link>
            ))}
          </p>
        )}
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list of options driven from the input.
          role="listbox"
          aria-label="Rezultati pretrage"
          className="search-dropdown__list"
        >
          {results.map((r, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox; focus stays in the input (aria-activedescendant).
            <li
              key={r.id}
              id={`${listId}-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox, chosen from the input.
              role="option"
              aria-selected={i === active}
              className="search-dropdown__item"
            >
              <Link to="/product/$slug" params={{ slug: r.slug }} tabIndex={-1}>
                {r.image ? (
                  <img src={r.image} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="search-dropdown__ph" />
                )}
                <span className="search-dropdown__name">{r.name}</span>
                <span className="search-dropdown__price">{formatPrice(r.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {total >= DROPDOWN_LIMIT && (
          <Link to="/pretraga" search={{ search: term.trim() }} className="btn btn--primary search-dropdown__all">
            Pogledaj sve rezultate
          </Link>
        )}
      </div>
    </SearchForm>
  );
}
