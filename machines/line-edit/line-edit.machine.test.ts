import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type LineChoice, lineEditMachine } from './line-edit.machine.js';
import { graphOptions } from './line-edit.graph.js';

const line: LineChoice = { variantId: 21, personalisation: { number: '10', text: 'IVAN', sponsor: false } };

function start(cartItemId: number | null, found: LineChoice | null = line) {
  const effects: unknown[] = [];
  const actor = createActor(
    lineEditMachine.provide({
      actors: {
        readLine: fromPromise(async ({ input }) => {
          effects.push(`read ${input.cartItemId}`);
          return found;
        }),
        saveLine: fromPromise(async ({ input }) => void effects.push({ save: input })),
      },
      actions: { replayLine: (_, p) => void effects.push({ replay: p.line }) },
    }),
    { input: { cartItemId } },
  ).start();
  return { actor, effects };
}

describe('line edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(lineEditMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it("should replay the line's choices and save the edited ones into the same line", async () => {
    const { actor, effects } = start(7);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    const edited = { ...line, variantId: 22 };
    actor.send({ type: 'line.save', choice: edited });
    await flushMicrotasks();
    expect(effects).toEqual(['read 7', { replay: line }, { save: { cartItemId: 7, choice: edited } }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('should simply add when the id is not a line of this cart, or when there is no id', async () => {
    const foreign = start(99, null);
    await flushMicrotasks();
    expect(foreign.actor.getSnapshot().value).toBe('adding');
    const plain = start(null);
    expect(plain.actor.getSnapshot().value).toBe('adding');
    expect(plain.effects).toEqual([]);
  });
});
