import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { type BundleAdd, bundlePurchaseMachine } from './bundle-purchase.machine.js';
import { graphOptions, parts } from './bundle-purchase.graph.js';

function start(purchasable = true) {
  const added: BundleAdd[] = [];
  const actor = createActor(
    bundlePurchaseMachine.provide({ actions: { addBundle: (_, params) => void added.push(params) } }),
    { input: { parts, purchasable } },
  ).start();
  return { actor, added };
}

describe('bundle purchase machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(bundlePurchaseMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should wait for a purchasable size of every configurable part', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'part.changed', productId: 1, choice: { variantId: 12, personalisation: null } });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'part.changed', productId: 1, choice: { variantId: 11, personalisation: null } });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it("should add the bundle with every part's variant and personalisation", () => {
    const { actor, added } = start();
    const personalisation = { number: '10', text: 'HORVAT', sponsor: false };
    actor.send({ type: 'bundle.add' });
    actor.send({ type: 'part.changed', productId: 1, choice: { variantId: 11, personalisation } });
    actor.send({ type: 'bundle.add' });
    expect(added).toEqual([
      {
        bundleParts: [
          { productId: 1, variantId: 11, personalisation },
          { productId: 2, variantId: null, personalisation: null },
        ],
      },
    ]);
  });

  it('should never add a bundle that cannot be bought', () => {
    const { actor, added } = start(false);
    actor.send({ type: 'bundle.add' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(added).toEqual([]);
  });
});
