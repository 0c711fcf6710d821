import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { KEYWORD_DEBOUNCE_MS, searchPageMachine } from './search-page.machine.js';
import { graphOptions } from './search-page.graph.js';

function start(search = '') {
  const applied: string[] = [];
  const actor = createActor(
    searchPageMachine.provide({ actions: { applyKeyword: (_, p) => void applied.push(p.term) } }),
    { input: { search } },
  ).start();
  return { actor, applied };
}

describe('search page machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should reach every state and take every transition of its definition', async () => {
    vi.useRealTimers();
    const report = await walkMachineGraph(searchPageMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should put the trimmed term into the URL once, 600 ms after the last keystroke', () => {
    const { actor, applied } = start();
    actor.send({ type: 'input.change', value: 'dr' });
    vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 100);
    actor.send({ type: 'input.change', value: 'dres ' });
    vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual(['dres']);
  });

  it('should show the term of a URL changed elsewhere, but not while the visitor types', () => {
    const { actor } = start('dres');
    actor.send({ type: 'url.changed', search: 'šal' });
    expect(actor.getSnapshot().context.draft).toBe('šal');
    actor.send({ type: 'input.change', value: 'ka' });
    actor.send({ type: 'url.changed', search: 'šal' });
    expect(actor.getSnapshot().context.draft).toBe('ka');
  });
});
