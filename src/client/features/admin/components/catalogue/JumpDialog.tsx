import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { adminJumpMachine, type JumpTarget } from '@machines/admin-jump/admin-jump.machine.js';
import { normaliseSearchText } from '@shared/search-text.js';
import { jumpTargets } from '../../api/catalogue.js';
import { useStaff } from './use-staff.js';

/** The back office's pages, found by their names. */
const PAGES: JumpTarget[] = [
  ['Narudžbe', '/admin/orders'],
  ['Proizvodi', '/admin/proizvodi'],
  ['Novi proizvod', '/admin/proizvodi/novi'],
  ['Zalihe', '/admin/zalihe'],
  ['Niska zaliha', '/admin/zalihe?niska=da'],
  ['Dnevnik promjena', '/admin/dnevnik'],
  ['Privole', '/admin/consent'],
  ['Predlošci stranica', '/admin/templates'],
  ['Računi', '/admin/receipts'],
  ['Pošta', '/admin/outbox'],
  ['Predmemorija', '/admin/cache'],
].map(([label, path]) => ({
  kind: 'page',
  label: label as string,
  detail: 'Stranica administracije',
  path: path as string,
}));

const KIND_TEXT: Record<string, string> = {
  product: 'Proizvod',
  order: 'Narudžba',
  customer: 'Kupac',
  page: 'Stranica',
};

/** Ctrl/Cmd-K anywhere in the back office: jump to a product, order, customer or page (machines/admin-jump). */
export function JumpDialog() {
  const { api, admin } = useStaff();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const actor = useActorRef(
    adminJumpMachine.provide({
      actors: {
        search: fromPromise(async ({ input: query }) => {
          const folded = normaliseSearchText(query);
          const pages = PAGES.filter((p) => normaliseSearchText(p.label).includes(folded));
          return [...pages, ...(await jumpTargets(api, query)).results];
        }),
      },
      actions: { go: (_, target) => void navigate({ href: target.path }) },
    }),
  );
  const open = useSelector(actor, (s) => s.matches('open'));
  const { query, results, active, failed } = useSelector(actor, (s) => s.context);
  // The shortcut is the browser's key event; the machine decides what it does.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        actor.send({ type: 'jump.open' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  if (!admin) return null;
  return (
    <>
      <button type="button" className="admin__jump" onClick={() => actor.send({ type: 'jump.open' })}>
        Traži <kbd>Ctrl K</kbd>
      </button>
      {open && (
        <div className="jump" role="dialog" aria-modal="true" aria-label="Brzi skok">
          <button
            type="button"
            className="jump__backdrop"
            aria-label="Zatvori"
            onClick={() => actor.send({ type: 'jump.close' })}
          />
          <div className="jump__panel">
            <label htmlFor="jump-query" className="visually-hidden">
              Proizvod, šifra, narudžba, kupac ili stranica
            </label>
            <input
              ref={input}
              id="jump-query"
              className="jump__input"
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls="jump-results"
              aria-activedescendant={results.length > 0 ? `jump-${active}` : undefined}
              placeholder="Proizvod, šifra, narudžba, kupac ili stranica"
              value={query}
              onChange={(e) => actor.send({ type: 'query.change', query: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                  e.preventDefault();
                  actor.send({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 });
                } else if (e.key === 'Enter') {
                  e.preventDefault();
                  actor.send({ type: 'choose' });
                } else if (e.key === 'Escape') actor.send({ type: 'jump.close' });
              }}
            />
            <div id="jump-results" role="listbox" aria-label="Rezultati" className="jump__results">
              {results.map((target, index) => (
                <div
                  key={`${target.kind}-${target.path}`}
                  tabIndex={-1}
                  id={`jump-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'jump__result jump__result--active' : 'jump__result'}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    actor.send({ type: 'choose', index });
                  }}
                >
                  <span className="jump__kind">{KIND_TEXT[target.kind] ?? target.kind}</span> {target.label}{' '}
                  <small>{target.detail}</small>
                </div>
              ))}
            </div>
            {failed && <p role="alert">Pretraga trenutno ne radi. Pokušajte ponovno.</p>}
            {!failed && query.trim().length >= 2 && results.length === 0 && (
              <p className="admin-note">Nema rezultata.</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
