import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import {
  FIRST_RETRY_MS,
  MAX_SYNC_RETRIES,
  RETRY_EVERY_MS,
  SYNC_WAIT_MS,
  personalisationSyncMachine,
} from './personalisation-sync.machine.js';
import { graphOptions } from './personalisation-sync.graph.js';

function start(consistentAfter: number) {
  const reads: number[] = [];
  let published = 0;
  const actor = createActor(
    personalisationSyncMachine.provide({
      actors: {
        readCart: fromPromise(async () => {
          reads.push(Date.now());
          return { consistent: reads.length >= consistentAfter };
        }),
      },
      actions: {
        publishCart: () => {
          published += 1;
        },
      },
    }),
    { input: undefined },
  ).start();
  return { actor, reads, published: () => published };
}

describe('personalisation sync machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(personalisationSyncMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers({ now: 0 }));
    afterEach(() => void vi.useRealTimers());

    it('should read the cart 600 ms after the last change', async () => {
      const { actor, reads, published } = start(1);
      actor.send({ type: 'cart.changed' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'cart.changed' });
      await vi.advanceTimersByTimeAsync(SYNC_WAIT_MS - 1);
      expect(reads).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(reads).toEqual([900]);
      expect(published()).toBe(1);
    });

    it('should retry after 1.5 s, then every 2 s, until the reading is consistent', async () => {
      const { actor, reads } = start(3);
      actor.send({ type: 'cart.changed' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(reads).toEqual([
        SYNC_WAIT_MS,
        SYNC_WAIT_MS + FIRST_RETRY_MS,
        SYNC_WAIT_MS + FIRST_RETRY_MS + RETRY_EVERY_MS,
      ]);
      expect(actor.getSnapshot().value).toBe('idle');
    });

    it('should give up after 20 readings', async () => {
      const { actor, reads, published } = start(Number.POSITIVE_INFINITY);
      actor.send({ type: 'cart.changed' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(reads).toHaveLength(MAX_SYNC_RETRIES);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(published()).toBe(1);
    });
  });
});
