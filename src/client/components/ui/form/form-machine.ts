import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { FieldChange, FormContext } from '@machines/form/form.js';

/** A form machine actor for a screen: the snapshot to render and `send` for the fields and buttons. */
export function useFormMachine<M extends AnyStateMachine>(machine: M, options?: { input?: unknown }) {
  const actor = useActorRef(machine, options as never);
  const snapshot = useSelector(actor, (s: SnapshotFrom<M>) => s) as SnapshotFrom<M>;
  return [snapshot, actor.send] as const;
}

/** The names of a form's text fields. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The props of a `<Field>` bound to one text value of a form machine: its value and error from the context, each
 * keystroke sent as 'field.change'. `field('email')` is all a screen writes per field.
 */
export function fieldBinder<V>(context: FormContext<V>, send: (event: FieldChange<V>) => void) {
  return (name: TextField<V>) => ({
    name,
    value: context.values[name] as string,
    error: context.errors[name],
    onValue: (value: string) => send({ type: 'field.change', field: name, value } as unknown as FieldChange<V>),
  });
}

/** A form's onSubmit: the browser neither validates nor navigates; the machine decides ('form.submit'). */
export function submitTo(send: (event: { type: 'form.submit' }) => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };
}
