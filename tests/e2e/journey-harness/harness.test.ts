import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { transitionsOf } from '../../../machines/testing/transitions.js';
import { authJourneyModel } from '../auth-model/model.js';
import { cartJourneyModel } from '../cart-model/model.js';
import { checkoutJourneyModel } from '../checkout-model/model.js';
import { checkoutOutageModel } from '../checkout-outage-model/model.js';
import { consentJourneyModel } from '../consent-model/model.js';
import { adapterFromTables, coverModel, type JourneyModel, journeysOf, stateName } from './harness.js';

/** Replays a journey's events on the model and returns the definition's transitions each step takes. */
function takenEdges(model: JourneyModel): string[] {
  return journeysOf(model).flatMap((journey) =>
    journey.steps.slice(1).flatMap((step, i) => {
      const before = model.machine.resolveState(journey.steps[i]!.state as never);
      return model.machine.getTransitionData(before as never, step.event as never).map((t) => {
        const source = t.source as { id: string; transitions: Map<string, unknown[]> };
        return `${source.id}|${t.eventType}|${source.transitions.get(t.eventType)!.indexOf(t)}`;
      });
    }),
  );
}

describe('journey harness', () => {
  const tiny: JourneyModel = {
    name: 'tiny',
    maxSteps: 3,
    machine: setup({}).createMachine({
      id: 'tiny',
      initial: 'a',
      states: {
        a: { on: { GO: 'b', STAY: 'a' } },
        b: { on: { BACK: 'a', ON: 'c' } },
        c: { on: { BACK: 'a' } },
      },
    }),
  };

  it('should cut the cover into journeys of at most maxSteps events, each starting over, titled by its events', () => {
    const journeys = journeysOf(tiny);
    expect(journeys.map((j) => j.title)).toEqual([
      'tiny journey 1 of 2: GO → BACK → STAY',
      'tiny journey 2 of 2: GO → ON → BACK',
    ]);
    for (const journey of journeys) expect(journey.steps[0]!.state.value).toBe('a');
  });

  it('should name nested states by their leaf path', () => {
    expect(stateName('cart')).toBe('cart');
    expect(stateName({ payment: 'choosing' })).toBe('payment.choosing');
  });

  it('should fail a step whose state or event the adapter tables lack, by name', async () => {
    const adapter = adapterFromTables<unknown, { type: 'GO' }>({
      start: async () => {},
      states: { a: async () => {} },
      events: { GO: async () => {} },
    });
    await expect(adapter.check({ value: 'b', context: {} })).rejects.toThrow('no check for the model state b');
    await expect(
      adapter.act({ type: 'STAY' }, { value: 'a', context: {} }, { value: 'a', context: {} }),
    ).rejects.toThrow('no action for the model event STAY');
  });

  for (const [model, maxJourneys] of [
    [checkoutJourneyModel, 8],
    [cartJourneyModel, 2],
    [authJourneyModel, 2],
    [consentJourneyModel, 1],
    [checkoutOutageModel, 1],
  ] as const) {
    it(`the ${model.name} model: should take every edge in few journeys, each starting over from the first state`, () => {
      const cover = coverModel(model);
      const edges = transitionsOf(model.machine).filter((t) => t.eventType !== '');
      expect(cover.uncovered).toEqual([]);
      const taken = takenEdges(model);
      expect(edges.filter((t) => !taken.includes(t.key)).map((t) => t.label)).toEqual([]);
      const journeys = journeysOf(model);
      expect(journeys.length).toBeLessThanOrEqual(maxJourneys);
      for (const journey of journeys) expect(journey.steps.length - 1).toBeLessThanOrEqual(model.maxSteps);
      // An edge cover, not all paths: the steps stay within a small multiple of the edges (the way to each counts).
      expect(taken.length).toBeLessThanOrEqual(Math.ceil(edges.length * 2.5));
      console.info(`${model.name} journeys: ${journeys.length} paths, ${edges.length} edges, ${taken.length} steps`);
    });
  }
});
