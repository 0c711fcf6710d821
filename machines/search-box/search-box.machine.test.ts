import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { SEARCH_DEBOUNCE_MS, searchBoxMachine, type SearchOutput } from './search-box.machine.js';
import { graphOptions } from './search-box.graph.js';

const found = (n: number): SearchOutput => ({
  results: Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    slug: `p-${i + 1}`,
    name: `P ${i + 1}`,
    price: 1,
    image: null,
  })),
  total: n,
  categories: [],
});

function start(answer: SearchOutput = found(2)) {
  const calls: string[] = [];
  const terms: string[] = [];
  const actor = createActor(
    searchBoxMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { term: string } }) => {
          terms.push(input.term);
          return answer;
        }),
      },
      actions: {
        notifyNoResults: () => void calls.push('toast'),
        openSearchPage: (_, p) => void calls.push(`page:${p.term}`),
        openResult: (_, p) => void calls.push(`product:${p.slug}`),
      },
    }),
  );
  actor.start();
  return { actor, calls, terms };
}

describe('search box machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(searchBoxMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should search 500 ms after the last keystroke and never below 3 characters', async () => {
      const { actor, terms } = start();
      actor.send({ type: 'input.change', value: 'sa' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
      expect(terms).toEqual([]);
      actor.send({ type: 'input.change', value: 'sal' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
      expect(terms).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(terms).toEqual(['sal']);
      expect(actor.getSnapshot().value).toBe('showing');
    });

    it('should show the info toast once when nothing is found', async () => {
      const { actor, calls } = start(found(0));
      actor.send({ type: 'input.change', value: 'xyzw' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      expect(calls).toEqual(['toast']);
    });

    it('should open the active option on Enter, or the search page without one', async () => {
      const { actor, calls } = start(found(3));
      actor.send({ type: 'input.change', value: 'dres' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      actor.send({ type: 'list.prev' });
      actor.send({ type: 'input.submit' });
      expect(calls).toEqual(['product:p-3']);
      expect(actor.getSnapshot().context.term).toBe('');
      actor.send({ type: 'input.change', value: 'dres' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      actor.send({ type: 'input.submit' });
      expect(calls).toEqual(['product:p-3', 'page:dres']);
    });

    it('should close the suggestions on Enter and keep the term, also when the search was still under way', async () => {
      const { actor, calls, terms } = start(found(3));
      actor.send({ type: 'input.change', value: 'dres' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      expect(actor.getSnapshot().value).toBe('showing');
      actor.send({ type: 'input.submit' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ term: 'dres', results: [], active: -1 });
      // Enter before the debounce ran: no search opens a dropdown over the results page afterwards.
      actor.send({ type: 'input.change', value: 'šal' });
      actor.send({ type: 'input.submit' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(terms).toEqual(['dres']);
      expect(calls).toEqual(['page:dres', 'page:šal']);
    });
  });

  it('should clear the term and results on Escape and on a route change', () => {
    const { actor } = start();
    actor.send({ type: 'input.change', value: 'dres' });
    actor.send({ type: 'input.escape' });
    expect(actor.getSnapshot().context.term).toBe('');
    actor.send({ type: 'input.change', value: 'dres' });
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
