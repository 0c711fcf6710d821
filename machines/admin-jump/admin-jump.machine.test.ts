import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-jump.graph.js';
import { adminJumpMachine, type JumpTarget } from './admin-jump.machine.js';

describe('admin jump machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminJumpMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should search once after a pause in the typing and open the chosen result', async () => {
    const clock = new SimulatedClock();
    const searched: string[] = [];
    const opened: JumpTarget[] = [];
    const targets = [
      { kind: 'product', label: 'A', detail: 'A-1', path: '/admin/proizvodi/1' },
      { kind: 'order', label: 'Narudžba 2026-000001', detail: 'a@b.hr', path: '/admin/orders/1' },
    ];
    const actor = createActor(
      adminJumpMachine.provide({
        actors: {
          search: fromPromise(async ({ input }) => {
            searched.push(input);
            return targets;
          }),
        },
        actions: { go: (_, target) => void opened.push(target) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'jump.open' });
    actor.send({ type: 'query.change', query: 'dr' });
    clock.increment(100);
    actor.send({ type: 'query.change', query: 'dres' });
    clock.increment(200);
    await flushMicrotasks();
    expect(searched).toEqual(['dres']);
    actor.send({ type: 'move', by: 1 });
    actor.send({ type: 'move', by: 1 });
    actor.send({ type: 'choose' });
    expect(opened).toEqual([targets[1]]);
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
