import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import {
  ADD_SPINNER_MS,
  UPSELL_WAIT_MS,
  addToCartMachine,
  type AddRequest,
  type AfterAdd,
} from './add-to-cart.machine.js';
import { graphOptions } from './add-to-cart.graph.js';

const scarf: AddRequest = { productId: 1, configurable: false, bundle: false, variantsChosen: true };

function start(afterAdd: AfterAdd | null, add: () => Promise<void> = async () => {}, setting: AfterAdd = 'popup') {
  const effects: string[] = [];
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }) => {
          effects.push(`add ${input.productId}`);
          await add();
        }),
        fetchAfterAdd: fromPromise(async () => {
          effects.push('settings');
          return setting;
        }),
      },
      actions: {
        notifyConfigurationNotSet: () => void effects.push('configurationNotSet'),
        notifyError: (_, p) => void effects.push(`error ${p.message}`),
        redirectToCart: () => void effects.push('redirect'),
        openCartPopup: () => void effects.push('popup'),
      },
    }),
    { input: { afterAdd } },
  ).start();
  return { actor, effects };
}

describe('add to cart machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(addToCartMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should only say configurationNotSet for a configurable product without a variant', () => {
    const { actor, effects } = start('stay');
    actor.send({
      type: 'user.addToCart',
      request: { productId: 2, configurable: true, bundle: false, variantsChosen: false },
    });
    expect(effects).toEqual(['configurationNotSet']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('should keep a bundle in its dialog until every part has a variant', async () => {
    const bundle: AddRequest = { productId: 3, configurable: true, bundle: true, variantsChosen: false };
    const { actor, effects } = start('stay');
    actor.send({ type: 'user.addToCart', request: bundle });
    expect(actor.getSnapshot().value).toBe('customising');
    actor.send({ type: 'dialog.confirm', request: bundle });
    expect(effects).toEqual([]);
    actor.send({ type: 'dialog.confirm', request: { ...bundle, variantsChosen: true } });
    await flushMicrotasks();
    expect(effects).toEqual(['add 3']);
  });

  it.each([
    ['redirect', 'redirect'],
    ['popup', 'popup'],
  ] as const)('should %s after the add as the site setting says', async (afterAdd, effect) => {
    const { actor, effects } = start(afterAdd);
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(effects).toEqual(['add 1', effect]);
  });

  it('should fetch the checkout settings first when the after-add behaviour is unknown', async () => {
    const { actor, effects } = start(null, async () => {}, 'redirect');
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(effects).toEqual(['add 1', 'settings', 'redirect']);
    expect(actor.getSnapshot().context.afterAdd).toBe('redirect');
  });

  it('should show the error and allow another try after a failed add', async () => {
    const { actor, effects } = start('stay', async () => {
      throw new Error('Proizvod nije dostupan.');
    });
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('errored');
    expect(effects).toEqual(['add 1', 'error Proizvod nije dostupan.']);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should show the spinner 1.5 s after the click, not earlier', () => {
      const { actor } = start('stay', () => new Promise(() => {}));
      actor.send({ type: 'user.addToCart', request: scarf });
      vi.advanceTimersByTime(ADD_SPINNER_MS - 1);
      expect(actor.getSnapshot().value).toEqual({ adding: 'pending' });
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toEqual({ adding: 'working' });
    });

    it('should wait 200 ms after an upsell add before opening the popup', async () => {
      const { actor, effects } = start('popup');
      actor.send({ type: 'user.addToCart', request: { ...scarf, upsell: true } });
      await vi.advanceTimersByTimeAsync(UPSELL_WAIT_MS - 1);
      expect(effects).toEqual(['add 1']);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects).toEqual(['add 1', 'popup']);
    });
  });
});
