/**
 * Controlled fakes for invoked actors. The walker decides per path whether an invocation resolves or
 * rejects, because the path itself says so: a step `xstate.done.actor.<id>` settles it with `output`, a step
 * `xstate.error.actor.<id>` fails it with `error`. Until then the fake stays pending, like a slow network.
 */
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { stateNodesOf } from './graph.js';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

export interface Invocation {
  id: string;
  src: string;
  input: unknown;
}

export class FakeActorController {
  private readonly pending = new Map<string, Pending>();
  /** Every invocation started, in order, with the input it received (for assertions). */
  readonly invocations: Invocation[] = [];

  /** Fake logic for `src`: registers itself under its invoke id and waits to be settled. */
  logicFor(src: string): AnyActorLogic {
    return fromPromise(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          this.invocations.push({ id: self.id, src, input });
          this.pending.set(self.id, { resolve, reject, input });
        }),
    );
  }

  /** Settles the running invocation `id`; throws a readable error when none is running. */
  settle(id: string, outcome: { output?: unknown; error?: unknown; failed: boolean }): void {
    const entry = this.pending.get(id);
    if (!entry) {
      const running = [...this.pending.keys()].join(', ') || 'none';
      throw new Error(`the path expects invoked actor '${id}' to settle, but it is not running (running: ${running})`);
    }
    this.pending.delete(id);
    if (outcome.failed) entry.reject(outcome.error ?? new Error(`fake ${id} failed`));
    else entry.resolve(outcome.output);
  }
}

/** The `src` names invoked anywhere in the machine (spawned actors are not covered). */
export function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const invoke of node.invoke as Array<{ src: unknown }>) {
      if (typeof invoke.src === 'string') sources.add(invoke.src);
    }
  }
  return [...sources];
}

/** Lets pending promise callbacks and the resulting actor events run. */
export async function flushMicrotasks(rounds = 25): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
