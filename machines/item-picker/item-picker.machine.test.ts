import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './item-picker.graph.js';
import { type ItemPickerInput, itemPickerMachine, type PickedItem } from './item-picker.machine.js';

const item = (id: number, name: string): PickedItem => ({ id, slug: `p-${id}`, name, price: 10, image: null });

/** A picker whose searches answer when the test says so, each remembering whether it was cancelled. */
function start(input: ItemPickerInput) {
  const searches: Array<{ q: string; signal: AbortSignal; answer: (items: PickedItem[]) => void }> = [];
  const actor = createActor(
    itemPickerMachine.provide({
      actors: {
        searchItems: fromPromise(
          ({ input: q, signal }) =>
            new Promise<PickedItem[]>((answer) => searches.push({ q: `${q.kind}:${q.q}`, signal, answer })),
        ),
      },
      delays: { searchPause: 0 },
    }),
    { input },
  ).start();
  return { actor, searches };
}
const pause = async () => {
  await new Promise((r) => setTimeout(r, 5));
  await flushMicrotasks();
};

describe('item picker machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(itemPickerMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should search once the typing pauses and cancel a search a newer one overtakes', async () => {
    const { actor, searches } = start({ kind: 'product', chosen: [], max: 24 });
    searches[0]!.answer([item(1, 'Dres')]);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.results.map((r) => r.name)).toEqual(['Dres']);
    actor.send({ type: 'query.change', query: 'š' });
    actor.send({ type: 'query.change', query: 'ša' });
    await pause();
    // Two keystrokes, one search: the pause started again with the second.
    expect(searches.map((s) => s.q)).toEqual(['product:', 'product:ša']);
    actor.send({ type: 'query.change', query: 'šal' });
    expect(searches[1]!.signal.aborted).toBe(true);
    await pause();
    searches[2]!.answer([item(2, 'Šal')]);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.results.map((r) => r.name)).toEqual(['Šal']);
  });

  it('should add results once each, reorder and remove them, and refuse one more than the list holds', async () => {
    const { actor } = start({ kind: 'product', chosen: [item(1, 'Dres')], max: 2 });
    actor.send({ type: 'item.add', item: item(1, 'Dres') });
    actor.send({ type: 'item.add', item: item(2, 'Šal') });
    expect(actor.getSnapshot().context.chosen.map((i) => i.id)).toEqual([1, 2]);
    actor.send({ type: 'item.add', item: item(3, 'Kapa') });
    expect(actor.getSnapshot().context).toMatchObject({ full: true });
    expect(actor.getSnapshot().context.chosen.map((i) => i.id)).toEqual([1, 2]);
    actor.send({ type: 'item.move', id: 2, by: -1 });
    actor.send({ type: 'item.move', id: 2, by: -1 });
    expect(actor.getSnapshot().context.chosen.map((i) => i.id)).toEqual([2, 1]);
    actor.send({ type: 'item.remove', id: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ full: false, chosen: [{ id: 1 }] });
  });

  it('should replace a single pick (a category) with the next one', async () => {
    const { actor } = start({ kind: 'category', chosen: [item(5, 'Dresovi')], max: 1 });
    actor.send({ type: 'item.add', item: item(6, 'Suveniri') });
    expect(actor.getSnapshot().context.chosen.map((i) => i.name)).toEqual(['Suveniri']);
    expect(actor.getSnapshot().context.full).toBe(false);
  });

  it('should show why a search failed and search again when typed', async () => {
    const { actor, searches } = start({ kind: 'category', chosen: [], max: 1 });
    const failing = createActor(
      itemPickerMachine.provide({
        actors: { searchItems: fromPromise(async () => Promise.reject({ code: 'NETWORK', statusCode: 0 })) },
      }),
      { input: { kind: 'category', chosen: [], max: 1 } },
    ).start();
    await flushMicrotasks();
    expect(failing.getSnapshot().context.failure).not.toBeNull();
    expect(failing.getSnapshot().value).toBe('ready');
    actor.send({ type: 'query.change', query: 'dres' });
    await pause();
    expect(searches.map((s) => s.q)).toEqual(['category:', 'category:dres']);
  });
});
