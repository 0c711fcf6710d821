import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { SLIDER_DEBOUNCE_MS, catalogueFiltersMachine } from './catalogue-filters.machine.js';
import { graphOptions } from './catalogue-filters.graph.js';
import type { FilterDraft } from './catalogue-filters.values.js';

function start(filters: FilterDraft = {}) {
  const commits: FilterDraft[] = [];
  const scroll: string[] = [];
  const actor = createActor(
    catalogueFiltersMachine.provide({
      actions: {
        commitFilters: (_, params) => void commits.push(params.filters),
        lockBodyScroll: () => void scroll.push('lock'),
        unlockBodyScroll: () => void scroll.push('unlock'),
      },
    }),
    { input: { filters } },
  );
  actor.start();
  return { actor, commits, scroll };
}

describe('catalogue filters machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(catalogueFiltersMachine, { ...graphOptions, strategy: 'edges' });
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should keep the panel open while filters are edited and written to the URL', () => {
      const { actor, scroll } = start();
      actor.send({ type: 'panel.open' });
      actor.send({ type: 'filter.toggle', code: 'velicina', value: 'm' });
      actor.send({ type: 'filter.toggle', code: 'boja', value: 'plava' });
      actor.send({ type: 'price.slide', code: 'price', min: 10, max: 50, bounds: { min: 0, max: 200 } });
      vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS);
      expect(actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
      expect(scroll).toEqual(['lock']);
    });

    it('should write the price range once the slider has rested 100 ms, not on every move', () => {
      const { actor, commits } = start();
      actor.send({ type: 'price.slide', code: 'price', min: 20, max: 70, bounds: { min: 9.99, max: 89.99 } });
      vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS - 1);
      actor.send({ type: 'price.slide', code: 'price', min: 20, max: 60.555, bounds: { min: 9.99, max: 89.99 } });
      vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS - 1);
      expect(commits).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().context.draft).toEqual({ price: '20-60.56' });
      expect(commits).toEqual([{ price: '20-60.56' }]);
    });
  });

  it('should write each click to the URL at once, with the panel showing it in the same step', () => {
    const { actor, commits } = start();
    actor.send({ type: 'filter.toggle', code: 'velicina', value: 'm' });
    expect(commits).toEqual([{ velicina: 'm' }]);
    expect(actor.getSnapshot().context.draft).toEqual({ velicina: 'm' });
    actor.send({ type: 'filter.toggle', code: 'velicina', value: 'l' });
    actor.send({ type: 'filter.toggle', code: 'boja', value: 'plava' });
    expect(commits).toEqual([{ velicina: 'm' }, { velicina: 'm,l' }, { velicina: 'm,l', boja: 'plava' }]);
    expect(actor.getSnapshot().matches({ selection: 'synced' })).toBe(true);
  });

  it("should take off a value an old link still names by id, by the value's id alias", () => {
    const { actor, commits } = start({ velicina: '2,l' });
    actor.send({ type: 'filter.toggle', code: 'velicina', value: 'm', alias: '2' });
    expect(commits).toEqual([{ velicina: 'l' }]);
  });

  it('should not touch the URL when a select is set to what it already says', () => {
    const { actor, commits } = start({ kroj: 'muski' });
    actor.send({ type: 'filter.set', code: 'kroj', value: 'muski' });
    expect(commits).toEqual([]);
    actor.send({ type: 'filter.set', code: 'kroj', value: null });
    expect(commits).toEqual([{}]);
  });

  it('should follow the URL on Back or reload and clear every filter at once', () => {
    const { actor, commits } = start();
    actor.send({ type: 'url.changed', filters: { velicina: '2', potpisan: 'yes' } });
    expect(actor.getSnapshot().context.draft).toEqual({ velicina: '2', potpisan: 'yes' });
    actor.send({ type: 'filters.clear' });
    expect(commits).toEqual([{}]);
    expect(actor.getSnapshot().context.draft).toEqual({});
  });

  it('should leave a slider that covers the whole price span out of the URL', () => {
    const { actor } = start({ price: '20-30' });
    actor.send({ type: 'price.slide', code: 'price', min: 9.99, max: 89.99, bounds: { min: 9.99, max: 89.99 } });
    actor.send({ type: 'filter.set', code: 'potpisan', value: null });
    expect(actor.getSnapshot().context.draft).toEqual({ price: '20-30' });
  });

  it('should lock the page scroll while the mobile drawer is open and fold sections independently', () => {
    const { actor, scroll } = start();
    actor.send({ type: 'panel.open' });
    actor.send({ type: 'section.toggle', code: 'boja' });
    actor.send({ type: 'section.toggle', code: 'velicina' });
    expect(actor.getSnapshot().context.collapsed).toEqual(['boja', 'velicina']);
    actor.send({ type: 'panel.close' });
    expect(scroll).toEqual(['lock', 'unlock']);
  });
});
