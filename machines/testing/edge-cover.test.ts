import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { edgeCoveringPaths } from './edge-cover.js';

/** A door that must be unlocked twice before it opens: shortest paths alone never take 'lock' from 'unlocked'. */
const door = setup({
  types: {} as { context: { turns: number }; events: { type: 'turn' } | { type: 'lock' } | { type: 'open' } },
  guards: { twice: ({ context }) => context.turns >= 2 },
}).createMachine({
  id: 'door',
  initial: 'locked',
  context: { turns: 0 },
  states: {
    locked: {
      on: { turn: { target: 'unlocked', actions: assign({ turns: ({ context }) => Math.min(context.turns + 1, 2) }) } },
    },
    unlocked: {
      on: {
        lock: 'locked',
        open: { guard: 'twice', target: 'open' },
      },
    },
    open: { type: 'final' },
  },
});

/** A fetch: 'load' during the first one gives up on it; during a reload it is stopped by a guard that does nothing else. */
const fetcher = setup({
  types: {} as { context: { reload: boolean }; events: { type: 'load' } },
  actors: { fetchItem: fromPromise<string>(async () => 'dres') },
  guards: { reloading: ({ context }) => context.reload },
}).createMachine({
  id: 'fetcher',
  initial: 'loading',
  context: { reload: false },
  states: {
    loading: {
      invoke: { id: 'fetchItem', src: 'fetchItem', onDone: 'shown', onError: 'failed' },
      on: { load: [{ guard: 'reloading' }, { target: 'failed' }] },
    },
    shown: { on: { load: { target: 'loading', actions: assign({ reload: true }) } } },
    failed: { on: { load: { target: 'loading', actions: assign({ reload: true }) } } },
  },
});
const outcomes = {
  'xstate.done.actor.fetchItem': [{ output: 'dres' }],
  'xstate.error.actor.fetchItem': [{ error: 'offline' }],
};

const events = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.map((s) => s.event.type);

describe('edgeCoveringPaths', () => {
  it('should take every edge of the definition, a guarded one only where its guard lets it', () => {
    const cover = edgeCoveringPaths(door);
    expect(cover.uncovered).toEqual([]);
    expect(cover.edges).toEqual(['door.locked|turn|0', 'door.unlocked|lock|0', 'door.unlocked|open|0']);
    expect(cover.paths.map(events)).toEqual([['xstate.init', 'turn', 'lock', 'turn', 'open']]);
  });

  it('should start a new path when the next edge would make the path longer than maxSteps', () => {
    const cover = edgeCoveringPaths(door, { maxSteps: 2 });
    expect(cover.uncovered).toEqual([]);
    expect(cover.paths.map(events)).toEqual([
      ['xstate.init', 'turn', 'lock'],
      ['xstate.init', 'turn', 'lock', 'turn', 'open'],
    ]);
  });

  it("should leave the actors' answers to the page and a guard that only stops an event out of a journey", () => {
    const cover = edgeCoveringPaths(fetcher, { events: outcomes });
    expect(cover.edges).toEqual([
      'fetcher.loading|load|0',
      'fetcher.loading|load|1',
      'fetcher.shown|load|0',
      'fetcher.failed|load|0',
    ]);
    expect(cover.uncovered).toEqual(['fetcher.loading|load|0']);
  });

  it("should take the actors' answers and a guard that only stops an event when asked for all edges", () => {
    const cover = edgeCoveringPaths(fetcher, { events: outcomes, edges: 'all' });
    expect([...cover.edges].sort()).toEqual([
      'fetcher.failed|load|0',
      'fetcher.loading|load|0',
      'fetcher.loading|load|1',
      'fetcher.loading|xstate.done.actor.fetchItem|0',
      'fetcher.loading|xstate.error.actor.fetchItem|0',
      'fetcher.shown|load|0',
    ]);
    expect(cover.uncovered).toEqual([]);
  });

  it('should report the edges no reachable snapshot takes', () => {
    const stuck = door.provide({ guards: { twice: () => false } });
    expect(edgeCoveringPaths(stuck).uncovered).toEqual(['door.unlocked|open|0']);
  });
});
