import { useSelector } from '@xstate/react';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * The edit mode's modal dialogs over their machines (link options, media library): the dialog opens modal when it
 * mounts, Escape is the machine's 'cancel', and the machine's end hands its output (null when cancelled) to `onDone`.
 */
export function useMachineDialog<Output>(actor: AnyActorRef, onDone: (output: Output | null) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const status = useSelector(actor, (s: { status: string }) => s.status);
  useEffect(() => {
    if (status === 'done') onDone((actor.getSnapshot().output as Output | undefined) ?? null);
  }, [status, actor, onDone]);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    actor.send({ type: 'cancel' });
  };
  return { dialog, onCancel };
}
