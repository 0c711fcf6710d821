import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { DiscoveredMachine } from './machines/discover.js';
import { diffMachines, diffMarkdown } from './machines/diff.js';

const door = (withLock: boolean): DiscoveredMachine => ({
  name: 'door',
  exportName: 'doorMachine',
  file: 'machines/door/door.machine.ts',
  graph: {},
  machine: createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { open: 'open', ...(withLock ? { lock: 'locked' } : {}) } },
      open: { on: { close: 'closed' } },
      ...(withLock ? { locked: { on: { unlock: 'closed' } } } : {}),
    },
  }),
});

describe('npm run machines:diff', () => {
  it('should list the states, transitions and scenarios a change adds and removes', () => {
    const [diff] = diffMachines([door(false)], [door(true)]);
    expect(diff?.states).toEqual({ added: ['locked'], removed: [] });
    expect(diff?.transitions.added).toEqual(['closed --lock--> locked', 'locked --unlock--> closed']);
    expect(diff?.scenarios.added).toEqual(['to locked']);
    const [back] = diffMachines([door(true)], [door(false)]);
    expect(back?.states.removed).toEqual(['locked']);
    expect(diffMarkdown([diff!], 'abc')).toContain('+ closed --lock--> locked');
  });

  it('should say nothing changed for the same machines', () => {
    expect(diffMachines([door(true)], [door(true)])).toEqual([]);
  });
});
