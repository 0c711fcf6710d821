import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import {
  ADD_SPINNER_MS,
  UPSELL_WAIT_MS,
  addButtonStatus,
  addToCartMachine,
  type AfterAdd,
} from './add-to-cart.machine.js';
import { bundleFromCard as bundle, graphOptions, scarf } from './add-to-cart.graph.js';

function start(afterAdd: AfterAdd | null, add: () => Promise<void> = async () => {}, setting: AfterAdd = 'popup') {
  const effects: string[] = [];
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }) => {
          effects.push(`add ${input.productId}×${input.qty}${input.options ? ' with options' : ''}`);
          await add();
        }),
        fetchAfterAdd: fromPromise(async () => {
          effects.push('settings');
          return setting;
        }),
      },
      actions: {
        notifyConfigurationNotSet: () => void effects.push('configurationNotSet'),
        openCustomisation: (_, p) => void effects.push(`open /product/${p.slug}`),
        notifyError: (_, p) => void effects.push(`error ${p.failure.code}`),
        redirectToCart: () => void effects.push('redirect'),
        openCartPopup: () => void effects.push('popup'),
        notifyAdded: () => void effects.push('added'),
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
      request: { ...scarf, productId: 2, configurable: true, variantsChosen: false },
    });
    expect(effects).toEqual(['configurationNotSet']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("should open a bundle's page as its dialog and add it from there once every part has a variant", async () => {
    const { actor, effects } = start('stay');
    actor.send({ type: 'user.addToCart', request: bundle });
    expect(actor.getSnapshot().value).toBe('customising');
    expect(effects).toEqual(['open /product/paket']);
    const chosen = { main: 2, selected: 21 };
    actor.send({
      type: 'user.addToCart',
      request: {
        ...bundle,
        variantsChosen: true,
        body: { productId: 3, qty: 1, options: { bundleOptions: [chosen] } },
      },
    });
    await flushMicrotasks();
    expect(effects).toEqual(['open /product/paket', 'add 3×1 with options', 'added']);
  });

  it.each([
    ['redirect', 'redirect'],
    ['popup', 'popup'],
    ['stay', 'added'],
  ] as const)('should %s after the add as the site setting says', async (afterAdd, effect) => {
    const { actor, effects } = start(afterAdd);
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(effects).toEqual(['add 1×1', effect]);
  });

  it('should fetch the checkout settings first when the after-add behaviour is unknown', async () => {
    const { actor, effects } = start(null, async () => {}, 'redirect');
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(effects).toEqual(['add 1×1', 'settings', 'redirect']);
    expect(actor.getSnapshot().context.afterAdd).toBe('redirect');
  });

  it('should show the error and allow another try after a failed add', async () => {
    const { actor, effects } = start('stay', async () => {
      throw Object.assign(new Error('Odabranog proizvoda nema na stanju.'), {
        code: 'PRODUCT_NOT_PURCHASABLE',
        statusCode: 409,
      });
    });
    actor.send({ type: 'user.addToCart', request: scarf });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('errored');
    expect(effects).toEqual(['add 1×1', 'error PRODUCT_NOT_PURCHASABLE']);
    actor.send({ type: 'user.addToCart', request: scarf });
    expect(actor.getSnapshot().matches('adding')).toBe(true);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it("should show the spinner on the pressed product's button 1.5 s after the click, not earlier", () => {
      const { actor } = start('stay', () => new Promise(() => {}));
      actor.send({ type: 'user.addToCart', request: scarf });
      vi.advanceTimersByTime(ADD_SPINNER_MS - 1);
      expect(addButtonStatus(actor.getSnapshot(), 1)).toBe('pending');
      vi.advanceTimersByTime(1);
      expect(addButtonStatus(actor.getSnapshot(), 1)).toBe('working');
      expect(addButtonStatus(actor.getSnapshot(), 4)).toBe('idle');
    });

    it('should wait 200 ms after an upsell add before opening the popup', async () => {
      const { actor, effects } = start('popup');
      actor.send({ type: 'user.addToCart', request: { ...scarf, upsell: true } });
      await vi.advanceTimersByTimeAsync(UPSELL_WAIT_MS - 1);
      expect(effects).toEqual(['add 1×1']);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects).toEqual(['add 1×1', 'popup']);
    });
  });
});
