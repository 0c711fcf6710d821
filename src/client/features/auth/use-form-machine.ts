import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';

/** A form machine actor for a screen, with the two things every view reads: the state and the context. */
export function useFormMachine<M extends AnyStateMachine>(machine: M, options?: { input?: unknown }) {
  const actor = useActorRef(machine, options as never);
  const snapshot = useSelector(actor, (s: SnapshotFrom<M>) => s) as SnapshotFrom<M>;
  return [snapshot, actor.send, actor] as const;
}
