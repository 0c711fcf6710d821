import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
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

  it('should report the edges no reachable snapshot takes', () => {
    const stuck = door.provide({ guards: { twice: () => false } });
    expect(edgeCoveringPaths(stuck).uncovered).toEqual(['door.unlocked|open|0']);
  });
});
