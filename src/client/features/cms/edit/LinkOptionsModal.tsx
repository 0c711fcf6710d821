import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import {
  type LinkKind,
  type LinkOptionsInput,
  type LinkOptionsOutput,
  linkOptionsMachine,
} from '@machines/link-options/link-options.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { useMachineDialog } from './use-machine-dialog.js';
import { searchLinkTargets } from './navigation-api.js';

const KINDS: Array<{ kind: LinkKind; text: string }> = [
  { kind: 'category', text: 'Kategorija' },
  { kind: 'product', text: 'Proizvod' },
  { kind: 'page', text: 'Stranica' },
  { kind: 'post', text: 'Objava' },
  { kind: 'external', text: 'Vanjska poveznica' },
];

const INVALID = {
  title: 'Upišite naziv stavke.',
  target: 'Odaberite odredište s popisa.',
  url: 'Upišite punu adresu koja počinje s https://.',
} as const;

interface Props {
  heading: string;
  input: LinkOptionsInput;
  onDone: (output: LinkOptionsOutput | null) => void;
}

/**
 * The link options modal (docs/decisions/0234-navigation-drafts.md): the item's title and its target, an internal one
 * found with the searchable picker or an external address opened in a new tab.
 */
export function LinkOptionsModal({ heading, input, onDone }: Props) {
  const { api } = useRouteContext({ from: '__root__' });
  const ids = { heading: useId(), title: useId(), search: useId(), url: useId(), invalid: useId() };
  const actor = useActorRef(
    linkOptionsMachine.provide({
      actors: { searchTargets: fromPromise(({ input: q }) => searchLinkTargets(api, q.type, q.q)) },
    }),
    { input },
  );
  const { title, kind, query, results, chosen, url, invalid, failure } = useSelector(actor, (s) => s.context);
  const searching = useSelector(actor, (s) => s.matches({ open: 'searching' }));
  const { dialog, onCancel } = useMachineDialog(actor, onDone);

  return (
    <dialog ref={dialog} className="cms-modal cms-link-options" aria-labelledby={ids.heading} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'apply' });
        }}
      >
        <h2 id={ids.heading}>{heading}</h2>
        <div className="cms-modal__field">
          <label htmlFor={ids.title}>Naziv stavke</label>
          <input
            id={ids.title}
            type="text"
            value={title}
            maxLength={200}
            aria-invalid={invalid === 'title'}
            aria-describedby={invalid === 'title' ? ids.invalid : undefined}
            onChange={(event) => actor.send({ type: 'title.change', title: event.target.value })}
          />
        </div>
        <fieldset className="cms-modal__kinds">
          <legend>Vodi na</legend>
          {KINDS.map((k) => (
            <label key={k.kind}>
              <input
                type="radio"
                name="kind"
                checked={kind === k.kind}
                onChange={() => actor.send({ type: 'kind.choose', kind: k.kind })}
              />{' '}
              {k.text}
            </label>
          ))}
        </fieldset>
        {kind === 'external' ? (
          <div className="cms-modal__field">
            <label htmlFor={ids.url}>Adresa (otvara se u novoj kartici)</label>
            <input
              id={ids.url}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              maxLength={500}
              aria-invalid={invalid === 'url'}
              aria-describedby={invalid === 'url' ? ids.invalid : undefined}
              onChange={(event) => actor.send({ type: 'url.change', url: event.target.value })}
            />
          </div>
        ) : (
          <div className="cms-modal__field">
            <label htmlFor={ids.search}>Traži {KINDS.find((k) => k.kind === kind)?.text.toLowerCase()}</label>
            <input
              id={ids.search}
              type="search"
              value={query}
              maxLength={100}
              onChange={(event) => actor.send({ type: 'query.change', query: event.target.value })}
            />
            <p className="cms-modal__chosen" aria-live="polite">
              {chosen?.type === kind ? `Odabrano: ${chosen.title ?? chosen.slug}` : 'Ništa nije odabrano.'}
            </p>
            {failure && <FailureText failure={failure} />}
            <ul className="cms-modal__results" aria-label="Rezultati" aria-busy={searching}>
              {results.map((target) => (
                <li key={target.slug}>
                  <button
                    type="button"
                    aria-pressed={chosen?.type === target.type && chosen.slug === target.slug}
                    onClick={() => actor.send({ type: 'target.pick', target })}
                  >
                    {target.title} <span className="cms-modal__slug">/{target.slug}</span>
                  </button>
                </li>
              ))}
              {!searching && results.length === 0 && <li>Nema rezultata.</li>}
            </ul>
          </div>
        )}
        {invalid && (
          <p id={ids.invalid} className="cms-modal__invalid" role="alert">
            {INVALID[invalid]}
          </p>
        )}
        <div className="cms-modal__actions">
          <button type="submit" className="btn btn--accent">
            Primijeni
          </button>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
            Odustani
          </button>
        </div>
      </form>
    </dialog>
  );
}
