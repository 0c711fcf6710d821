import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { galleryMachine, wrapIndex } from './gallery.machine.js';
import { graphOptions } from './gallery.graph.js';

function start(count: number) {
  const calls: string[] = [];
  const actor = createActor(
    galleryMachine.provide({
      actions: { lockBodyScroll: () => void calls.push('lock'), unlockBodyScroll: () => void calls.push('unlock') },
    }),
    { input: { count } },
  );
  actor.start();
  return { actor, calls };
}

describe('gallery machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(galleryMachine, {
      ...graphOptions,
      // The shown image always exists (or is 0 for a product without images), on every path.
      check: (snapshot) => {
        const { index, count } = snapshot.context;
        expect(index >= 0 && (count === 0 ? index === 0 : index < count)).toBe(true);
      },
    });
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should wrap round at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('should open the modal on the chosen image and hand the browsed position back to the page', () => {
    const { actor } = start(4);
    actor.send({ type: 'image.select', index: 2 });
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'image.next' });
    actor.send({ type: 'image.next' });
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('page');
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('should refuse a thumbnail index that is not an image', () => {
    const { actor } = start(2);
    for (const index of [-1, 2, 1.5, Number.NaN]) actor.send({ type: 'image.select', index });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('should lock the page scroll only while the modal is open', () => {
    const { actor, calls } = start(2);
    actor.send({ type: 'modal.open' });
    expect(calls).toEqual(['lock']);
    actor.send({ type: 'modal.close' });
    expect(calls).toEqual(['lock', 'unlock']);
  });

  it('should not open a modal for a product without images', () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().value).toBe('page');
    expect(calls).toEqual([]);
  });
});
