import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PickedItem } from '@machines/item-picker/item-picker.machine.js';
import {
  type LinkKind,
  type LinkOptionsInput,
  type LinkOptionsOutput,
  linkOptionsMachine,
} from '@machines/link-options/link-options.machine.js';
import { ItemPicker } from './ItemPicker.js';
import { useMachineDialog } from './use-machine-dialog.js';

const KINDS: Array<{ kind: LinkKind; text: string }> = [
  { kind: 'page', text: 'Stranica' },
  { kind: 'product', text: 'Proizvod' },
  { kind: 'category', text: 'Kategorija' },
  { kind: 'post', text: 'Objava' },
  { kind: 'event', text: 'Događaj' },
  { kind: 'tag', text: 'Oznaka objava' },
  { kind: 'external', text: 'Vanjska poveznica' },
];

const INVALID = {
  title: 'Upišite naziv stavke.',
  target: 'Odaberite odredište s popisa.',
  url: 'Upišite punu adresu koja počinje s https:// (npr. https://hns.family/).',
} as const;

interface Props {
  heading: string;
  input: LinkOptionsInput;
  onDone: (output: LinkOptionsOutput | null) => void;
}

/**
 * The link options modal (docs/decisions/0252-link-options-through-the-item-picker.md): the item's title and its
 * target, an internal one found with the edit mode's one item picker (a single pick of the chosen kind) or an
 * external address, opened in a new tab unless unticked.
 */
export function LinkOptionsModal({ heading, input, onDone }: Props) {
  const ids = { heading: useId(), title: useId(), url: useId(), newTab: useId(), invalid: useId() };
  const actor = useActorRef(linkOptionsMachine, { input });
  const { title, kind, chosen, url, newTab, invalid } = useSelector(actor, (s) => s.context);
  const { dialog, onCancel } = useMachineDialog(actor, onDone);
  const kindText = KINDS.find((k) => k.kind === kind)?.text ?? '';
  // The picker starts from the link as it is (its name is the slug until the editor picks again).
  const start: PickedItem[] = chosen && chosen.type === kind ? [{ id: 0, slug: chosen.slug, name: chosen.title }] : [];

  return (
    <dialog ref={dialog} className="cms-modal cms-link-options" aria-labelledby={ids.heading} onCancel={onCancel}>
      <form
        // The machine checks the address and says why in Croatian; the browser's own check of type="url" would stop
        // the submit with its bubble instead.
        noValidate
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
          <>
            <div className="cms-modal__field">
              <label htmlFor={ids.url}>Adresa</label>
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
            <label className="cms-modal__check" htmlFor={ids.newTab}>
              <input
                id={ids.newTab}
                type="checkbox"
                checked={newTab}
                onChange={(event) => actor.send({ type: 'newTab.change', newTab: event.target.checked })}
              />{' '}
              Otvori u novoj kartici
            </label>
          </>
        ) : (
          <ItemPicker
            // A new kind is a new picker: its own search, its own pick.
            key={kind}
            kind={kind}
            label={kindText}
            chosen={start}
            max={1}
            onChange={(picked) => actor.send({ type: 'target.pick', target: picked[0] ?? null })}
          />
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
