import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './icon-options.graph.js';
import { iconOptionsMachine, iconsFound, movedTo } from './icon-options.machine.js';

const start = (current: 'truck' | null = null) => createActor(iconOptionsMachine, { input: { current } }).start();

describe('icon options machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(iconOptionsMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should find icons by their Croatian names and words, diacritics folded', () => {
    expect(iconsFound('dostava')).toEqual(['truck']);
    expect(iconsFound('Zvijezda')).toEqual(['star']);
    expect(iconsFound('posta')).toEqual(['mail']);
    expect(iconsFound('kontakt')).toEqual(['phone', 'mail']);
    expect(iconsFound('drus mre')).toEqual(['facebook', 'instagram', 'youtube', 'tiktok']);
    expect(iconsFound('nema takve')).toEqual([]);
    expect(iconsFound('  ')).toHaveLength(15);
  });

  it('should move on the grid by cells and rows and stay at its edges', () => {
    expect(movedTo(0, 'right', 15)).toBe(1);
    expect(movedTo(0, 'left', 15)).toBe(0);
    expect(movedTo(2, 'down', 15)).toBe(7);
    expect(movedTo(12, 'down', 15)).toBe(12);
    expect(movedTo(7, 'up', 15)).toBe(2);
    expect(movedTo(7, 'last', 15)).toBe(14);
    expect(movedTo(7, 'first', 15)).toBe(0);
    expect(movedTo(0, 'right', 0)).toBe(0);
  });

  it('should search, pick with the keyboard on the chosen icon and hand the choice back', () => {
    const actor = start('truck');
    expect(actor.getSnapshot().context).toMatchObject({ chosen: 'truck', active: 3 });
    actor.send({ type: 'query.change', query: 'kontakt' });
    expect(actor.getSnapshot().context).toMatchObject({ shown: ['phone', 'mail'], active: 0 });
    actor.send({ type: 'grid.move', move: 'right' });
    actor.send({ type: 'icon.pick', icon: 'mail' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().output).toEqual({ icon: 'mail' });
  });

  it("should take the icon away with 'Bez ikone' and change nothing when cancelled", () => {
    const cleared = start('truck');
    cleared.send({ type: 'icon.clear' });
    cleared.send({ type: 'apply' });
    expect(cleared.getSnapshot().output).toEqual({ icon: null });
    const cancelled = start('truck');
    cancelled.send({ type: 'icon.pick', icon: 'star' });
    cancelled.send({ type: 'cancel' });
    expect(cancelled.getSnapshot().output).toBeNull();
  });
});
