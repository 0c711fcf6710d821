import { setup } from 'xstate';
import type { GraphOptions } from '../testing/graph.js';
import type { FlowEntry } from './stepper.js';

/**
 * A small door the explorer's walk steps through (the unit tests of stepper.ts step the shop's own machines, with
 * their services and delays): one guard on the context, and no cycle, so the walk stays small.
 */
export const doorMachine = setup({
  types: {} as { context: { key: boolean }; input: { key: boolean } | undefined },
  guards: { hasKey: ({ context }) => context.key },
}).createMachine({
  id: 'door',
  context: ({ input }) => ({ key: input?.key ?? false }),
  initial: 'closed',
  states: {
    closed: { on: { 'door.unlock': { guard: 'hasKey', target: 'open' } } },
    open: { type: 'final' },
  },
});

export const door: FlowEntry = { name: 'door', machine: doorMachine, graph: { inputs: [{ key: true }] } };

const unlocked = [{ event: { type: 'door.unlock' }, state: 'open' }];

export const graphOptions: GraphOptions = {
  inputs: [
    {
      catalogue: [door],
      acceptance: [{ machine: 'door', scenarios: [{ name: 'Otključano', input: { key: true }, steps: unlocked }] }],
    },
  ],
  events: {
    'machine.choose': [{ name: 'door' }, { name: 'nema' }],
    'step.take': [
      // Let in with the key of the input, refused once the context is edited to have none.
      { event: { type: 'door.unlock' } },
    ],
    'draft.change': [
      { field: 'context', value: '{"key":false}' },
      { field: 'context', value: '[' },
      { field: 'context', value: '"x"' },
      { field: 'name', value: 'Otvaranje' },
    ],
    'scenario.open': [{ name: 'Otključano' }],
    'input.choose': [{ index: 0 }, { index: 1 }],
  },
};
