import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { wishlistMachine } from './wishlist.machine.js';
import { graphOptions } from './wishlist.graph.js';

function start(
  loggedIn: boolean,
  save: (change: { productId: number; wished: boolean }) => Promise<void> = async () => {},
) {
  const calls: string[] = [];
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        fetchIds: fromPromise(async () => {
          calls.push('fetch');
          return [12, 5, 12];
        }),
        saveChange: fromPromise(async ({ input }) => {
          calls.push(`${input.wished ? 'add' : 'remove'} ${input.productId}`);
          await save(input);
        }),
      },
      actions: {
        notifyLoginRequired: () => void calls.push('login required'),
        notifyError: () => void calls.push('error'),
      },
    }),
    { input: { loggedIn } },
  ).start();
  return { actor, calls };
}

describe('wishlist machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(wishlistMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should ask a guest to log in instead of keeping a wishlist', () => {
    const { actor, calls } = start(false);
    actor.send({ type: 'wishlist.toggle', productId: 12 });
    expect(calls).toEqual(['login required']);
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('should load the ids once and add and remove without refetching the list', async () => {
    const { actor, calls } = start(true);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.ids).toEqual([5, 12]);
    actor.send({ type: 'wishlist.toggle', productId: 30 });
    expect(actor.getSnapshot().context.ids).toEqual([5, 12, 30]);
    await flushMicrotasks();
    actor.send({ type: 'wishlist.toggle', productId: 12 });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.ids).toEqual([5, 30]);
    expect(calls).toEqual(['fetch', 'add 30', 'remove 12']);
  });

  it('should undo the heart when saving fails', async () => {
    const { actor, calls } = start(true, async () => {
      throw new Error('offline');
    });
    await flushMicrotasks();
    actor.send({ type: 'wishlist.toggle', productId: 5 });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.ids).toEqual([5, 12]);
    expect(calls).toEqual(['fetch', 'remove 5', 'error']);
  });

  it('should empty the set on logout', async () => {
    const { actor } = start(true);
    await flushMicrotasks();
    actor.send({ type: 'auth.loggedOut' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });
});
