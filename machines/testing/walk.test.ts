import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { walkMachineGraph } from './walk.js';

/** A tiny fetch-with-retry machine exercising every feature the walker handles. */
const sample = setup({
  types: {} as {
    context: { tries: number; item: string | null };
    events: { type: 'item.load' } | { type: 'item.reset' };
  },
  actors: { fetchItem: fromPromise<string>(async () => 'real') },
  delays: { retryDelay: 300 },
  actions: { announce: () => {} },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  context: { tries: 0, item: null },
  states: {
    idle: { description: 'Nothing loaded', on: { 'item.load': 'loading' } },
    loading: {
      description: 'Fetching',
      entry: assign({ tries: ({ context }) => Math.min(context.tries + 1, 2) }),
      invoke: {
        id: 'fetchItem',
        src: 'fetchItem',
        onDone: { target: 'shown', actions: [assign({ item: ({ event }) => event.output }), 'announce'] },
        onError: 'waiting',
      },
    },
    waiting: { description: 'Waiting before a retry', after: { retryDelay: 'loading' } },
    shown: {
      description: 'Item shown',
      on: { 'item.reset': { target: 'idle', actions: assign({ item: null, tries: 0 }) } },
    },
  },
});

const payloads = {
  'xstate.done.actor.fetchItem': [{ output: 'dres' }],
  'xstate.error.actor.fetchItem': [{ error: 'offline' }],
};

describe('walkMachineGraph', () => {
  it('should pass when every state and transition is reached, settling fakes and delays as each path says', async () => {
    const report = await walkMachineGraph(sample, { events: payloads });
    expect(report.states.reached).toEqual(['idle', 'loading', 'waiting', 'shown']);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
    expect(report.invocations.some((inv) => inv.src === 'fetchItem')).toBe(true);
  });

  it('should fail with a readable list when a transition can never be taken with the given events', async () => {
    const noFailures = { 'xstate.done.actor.fetchItem': [{ output: 'dres' }], 'xstate.error.actor.fetchItem': [] };
    const run = walkMachineGraph(sample, { events: noFailures });
    // Without the error outcome nothing fails the fetch: no retry path in the graph at all.
    await expect(run).rejects.toThrow(/Transitions never taken[\s\S]*loading --error: fetchItem--> waiting/);
    await expect(run).rejects.toThrow(/States never reached[\s\S]*- waiting/);
  });

  it('should accept an explicitly allowed gap with its reason', async () => {
    const report = await walkMachineGraph(sample, {
      events: { 'xstate.done.actor.fetchItem': [{ output: 'dres' }], 'xstate.error.actor.fetchItem': [] },
      allowUncovered: {
        waiting: 'retries are tested elsewhere',
        'loading --error: fetchItem--> waiting': 'retries are tested elsewhere',
        'waiting --after retryDelay (300 ms)--> loading': 'retries are tested elsewhere',
      },
    });
    expect(report.states.reached).not.toContain('waiting');
  });

  it('should report a path whose real actor diverges from the graph', async () => {
    // The injected action throws, so the real actor errors where the pure graph does not.
    const run = walkMachineGraph(sample, {
      events: payloads,
      actions: {
        announce: () => {
          throw new Error('boom');
        },
      },
    });
    await expect(run).rejects.toThrow(/diverged from the graph[\s\S]*item\.load → xstate\.done\.actor\.fetchItem/);
  });

  it('should run extra per-step checks on the real snapshot', async () => {
    const seen: string[] = [];
    await walkMachineGraph(sample, { events: payloads, check: (snapshot) => void seen.push(String(snapshot.value)) });
    expect(new Set(seen)).toEqual(new Set(['idle', 'loading', 'waiting', 'shown']));
  });

  it("should take every transition in fewer paths with the cover, the actors' answers and the delays included", async () => {
    const edges = await walkMachineGraph(sample, { events: payloads });
    const cover = await walkMachineGraph(sample, { events: payloads, strategy: 'cover' });
    expect(cover.transitions.taken).toHaveLength(cover.transitions.total.length);
    expect(cover.states.reached).toEqual(['idle', 'loading', 'waiting', 'shown']);
    expect(cover.paths).toBeLessThan(edges.paths);
  });

  it('should walk simple paths as well when asked', async () => {
    const edges = await walkMachineGraph(sample, { events: payloads });
    const simple = await walkMachineGraph(sample, { events: payloads, strategy: 'simple' });
    expect(simple.paths).toBeGreaterThan(edges.paths);
  });
});
