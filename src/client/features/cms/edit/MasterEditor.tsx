import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import type { EditMaster } from '@machines/cms-edit/cms-edit.machine.js';
import { pagesWord } from '@machines/cms-edit/section-masters.js';
import { masterEditMachine } from '@machines/master-edit/master-edit.machine.js';
import { readPath, SECTION_KIND_TEXT, SECTION_TEXTS, writePath } from '@shared/cms-sections.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { publishMaster } from './api.js';
import { SectionTextField } from './SectionTextField.js';

interface Props {
  master: EditMaster;
  onPublished: (master: EditMaster) => void;
  onClose: () => void;
}

/**
 * A master section's texts, edited from a child's panel (docs/decisions/0242-master-and-child-sections.md). Publishing
 * first says how many pages the change reaches, and goes live on all of them at once when confirmed.
 */
export function MasterEditor({ master, onPublished, onClose }: Props) {
  const headingId = useId();
  const { api } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    masterEditMachine.provide({
      actors: {
        publishMaster: fromPromise(({ input }) => publishMaster(api, input.id, input.revision, input.content)),
      },
      actions: {
        published: (_, params) => {
          onPublished(params.master);
          onClose();
        },
      },
    }),
    { input: { master } },
  );
  const state = useSelector(actor, (s) => s.value);
  const { content, failure } = useSelector(actor, (s) => s.context);
  const pages = master.pages.length;
  const close = () => {
    actor.send({ type: 'close' });
    onClose();
  };
  return (
    <aside className="cms-edit-panel" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'publish' });
        }}
      >
        <h2 id={headingId} className="cms-edit-panel__title">
          Master: {master.name}
        </h2>
        <p className="cms-edit-master__pages">
          {SECTION_KIND_TEXT[master.type] ?? master.type} na {pages} {pagesWord(pages)}:{' '}
          {master.pages.map((p) => p.title).join(', ')}
        </p>
        {(SECTION_TEXTS[master.type] ?? []).map((field) => {
          const value = readPath(content, field.path);
          if (typeof value !== 'string' && value !== null && value !== undefined) return null;
          const top = field.path.split('.')[0]!;
          return (
            <SectionTextField
              key={field.path}
              field={field}
              id={`${headingId}-${field.path}`}
              value={value}
              readOnly={state !== 'editing'}
              onChange={(text) =>
                actor.send({ type: 'field.change', field: top, value: writePath(content, field.path, text)[top] })
              }
            />
          );
        })}
        {failure && (
          <p role="alert" className="cms-edit-panel__error">
            <FailureText failure={failure} />
          </p>
        )}
        {state === 'confirming' ? (
          <div role="alert" className="cms-edit-master__confirm">
            <p>
              <strong>
                Promjena mastera mijenja {pages} {pagesWord(pages)}.
              </strong>{' '}
              Kupci je vide odmah na svim tim stranicama.
            </p>
            <div className="cms-edit-master__actions">
              <button type="button" className="btn btn--accent" onClick={() => actor.send({ type: 'confirm' })}>
                Objavi na svim stranicama
              </button>
              <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
                Natrag
              </button>
            </div>
          </div>
        ) : (
          <div className="cms-edit-panel__actions">
            <button type="submit" className="btn btn--accent" disabled={state !== 'editing'}>
              {state === 'publishing' ? 'Objavljujem…' : 'Objavi master'}
            </button>
            <button type="button" className="btn" onClick={close}>
              Odustani
            </button>
          </div>
        )}
      </form>
    </aside>
  );
}
