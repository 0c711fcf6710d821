import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { type ActionBody, type ActionCheck, adminActionMachine } from '@machines/admin-action/admin-action.machine.js';
import type { FieldErrors } from '@shared/validation/fields.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { errorText } from '../../../../lib/error-texts.js';

/**
 * A small back-office form run by the admin action machine: the fields are the children (read on submit), `check`
 * turns them into the request, `send` sends it. A field's error comes from the rules or from the server's refusal
 * naming that field; `fields` renders them with the error of each.
 */
export function ActionForm({
  label,
  check,
  send,
  done,
  doneText,
  submitText,
  fields,
}: {
  label: string;
  check: ActionCheck;
  send: (body: ActionBody) => Promise<object>;
  done?: (output: object) => void;
  doneText: string;
  submitText: string;
  fields: (errorOf: (name: string) => string | undefined) => ReactNode;
}) {
  const actor = useActorRef(
    adminActionMachine.provide({
      actors: { send: fromPromise(({ input }) => send(input)) },
      actions: { done: (_, output) => done?.(output) },
    }),
    { input: { check } },
  );
  const state = useSelector(actor, (s) => s.value);
  const errors: FieldErrors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const failedField = (failure?.payload as { field?: string } | undefined)?.field;
  const errorOf = (name: string) => errors[name] ?? (failure && failedField === name ? errorText(failure) : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries([...new FormData(event.currentTarget).entries()].map(([k, v]) => [k, String(v)]));
    actor.send({ type: 'submit', values });
  };
  const busy = state === 'sending';
  return (
    <form className="catalogue-action" aria-label={label} onSubmit={submit} noValidate>
      {fields(errorOf)}
      <div className="desk-actions__buttons">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Slanje...' : submitText}
        </button>
      </div>
      {state === 'done' && <Notice kind="success">{doneText}</Notice>}
      {state === 'failed' && failure && !failedField && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
    </form>
  );
}

/** A labelled input of an action form, its error tied to it. */
export function ActionField({
  name,
  label,
  error,
  ...input
}: { name: string; label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `action-${name}-${input.form ?? ''}${input.id ?? ''}`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
