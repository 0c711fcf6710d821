import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { masterManageMachine } from '@machines/master-manage/master-manage.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';

type ManageActor = ActorRefFrom<typeof masterManageMachine>;

/**
 * The name field ('Spremi kao master', 'Preimenuj'), the question before a master is deleted and the last refusal
 * (docs/decisions/0242-master-and-child-sections.md). It sits inside the section panel's form: Enter in the name
 * field saves the name, not the panel.
 */
export function MasterManage({ actor, id }: { actor: ManageActor; id: string }) {
  const state = useSelector(actor, (s) => s.value);
  const { name, master, section, failure } = useSelector(actor, (s) => s.context);
  const error = failure && (
    <p role="alert" className="cms-edit-panel__error" id={`${id}-error`}>
      <FailureText failure={failure} />
    </p>
  );
  if (state === 'naming' || state === 'saving')
    return (
      <div className="cms-edit-master__naming">
        <label htmlFor={`${id}-name`}>{section ? 'Naziv novog mastera' : `Novi naziv mastera ${master?.name}`}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          readOnly={state === 'saving'}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(event) => actor.send({ type: 'name.change', name: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            actor.send({ type: 'submit' });
          }}
        />
        {error}
        <div className="cms-edit-master__actions">
          <button
            type="button"
            className="btn btn--accent"
            disabled={state === 'saving'}
            onClick={() => actor.send({ type: 'submit' })}
          >
            {state === 'saving' ? 'Spremam…' : section ? 'Spremi master' : 'Spremi naziv'}
          </button>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
            Odustani
          </button>
        </div>
      </div>
    );
  if (state === 'confirmingDelete' || state === 'deleting')
    return (
      <div role="alert" className="cms-edit-master__confirm">
        <p>
          <strong>Obrisati master „{master?.name}”?</strong> Brisanje se ne može poništiti.
        </p>
        <div className="cms-edit-master__actions">
          <button
            type="button"
            className="btn btn--accent"
            disabled={state === 'deleting'}
            onClick={() => actor.send({ type: 'confirm' })}
          >
            {state === 'deleting' ? 'Brišem…' : 'Obriši'}
          </button>
          <button type="button" className="btn" onClick={() => actor.send({ type: 'cancel' })}>
            Odustani
          </button>
        </div>
      </div>
    );
  return error ?? null;
}
