import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { transitionKey, transitionsOf } from '../../../machines/testing/transitions.js';
import { type JourneyContext, journeyCover, journeyMachine, ORDERS, offered } from './model.js';

describe('checkout journey model', () => {
  const cover = journeyCover();
  const taken = (type: string) =>
    cover.paths.flatMap((path) =>
      path.steps.flatMap((step, i) =>
        step.event.type === type ? [{ before: path.steps[i - 1]!.state.context as JourneyContext, step }] : [],
      ),
    );

  it('should generate few short paths that take every edge of the model', () => {
    // Replayed here rather than taken from the generator's own report: which definition edge each step takes.
    const walked = new Set(
      cover.paths.flatMap((path) =>
        path.steps
          .slice(1)
          .flatMap((step, i) =>
            journeyMachine
              .getTransitionData(path.steps[i]!.state as AnyMachineSnapshot as never, step.event as never)
              .map((t) => transitionKey(t)),
          ),
      ),
    );
    const edges = transitionsOf(journeyMachine).filter((t) => t.eventType !== '');
    expect(edges.filter((t) => !walked.has(t.key)).map((t) => t.label)).toEqual([]);
    expect(cover.edges).toHaveLength(edges.length);
    expect(cover.uncovered).toEqual([]);
    expect(cover.paths.length).toBeLessThanOrEqual(8);
    for (const path of cover.paths) expect(path.steps.length - 1).toBeLessThanOrEqual(14);
    console.info(
      `checkout journeys: ${cover.paths.length} paths, ${cover.edges.length} edges, ` +
        `${cover.paths.reduce((n, p) => n + p.steps.length - 1, 0)} steps`,
    );
  });

  it('should place every kind of order once, by a guest and by a customer', () => {
    const placed = taken('PLACE_ORDER').map(({ before }) => ({
      customer: before.customer,
      delivery: before.delivery,
      payment: before.payment,
    }));
    expect(placed).toEqual(expect.arrayContaining(ORDERS));
  });

  it('should never pay in a way the delivery does not allow (no cash on delivery for a locker)', () => {
    for (const type of ['CHOOSE_COD', 'CHOOSE_TRANSFER'] as const) {
      const payment = type === 'CHOOSE_COD' ? 'cod' : 'transfer';
      for (const { before } of taken(type)) expect(offered(before.delivery)).toContain(payment);
    }
    expect(offered('boxnow')).toEqual([]);
    expect(offered('pickup')).toEqual(['transfer']);
  });

  it("should check a customer's second checkout starting from the address saved to the profile", () => {
    const second = cover.paths.find((path) => {
      const i = path.steps.findIndex((s) => s.event.type === 'BUY_AGAIN');
      return i > 0 && path.steps[i + 1]?.event.type === 'CHECKOUT';
    });
    expect(second).toBeDefined();
    const start = second!.steps.find(
      (s, i) => i > 0 && s.event.type === 'CHECKOUT' && (s.state.context as JourneyContext).profile,
    );
    expect(start?.state.value).toBe('address');
  });
});
