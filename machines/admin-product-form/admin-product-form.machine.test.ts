import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EMPTY_PRODUCT, productMessages } from '@shared/validation/product-admin.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-product-form.graph.js';
import { adminProductFormMachine } from './admin-product-form.machine.js';

const filled = {
  ...EMPTY_PRODUCT,
  name: 'Dres',
  sku: 'DRES-1',
  slug: 'dres-jedan',
  regularPrice: '69,99',
  categoryId: '2',
};

function start(outcomes: Array<'ok' | 'taken'>) {
  const sent: unknown[] = [];
  const saved: unknown[] = [];
  const actor = createActor(
    adminProductFormMachine.provide({
      actors: {
        saveProduct: fromPromise(async ({ input }) => {
          sent.push(input.values);
          if (outcomes.shift() === 'taken')
            throw Object.assign(new Error('taken'), {
              code: 'PRODUCT_SKU_TAKEN',
              statusCode: 409,
              payload: { field: 'sku' },
            });
          return { id: 7 };
        }),
      },
      actions: { saved: (_, output) => void saved.push(output) },
    }),
    { input: { values: filled } },
  ).start();
  return { actor, sent, saved };
}

describe('admin product form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminProductFormMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should not send a form with a broken rule, and say which field', () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'field.change', field: 'salePrice', value: '99,99' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ salePrice: productMessages.saleAboveRegular });
    expect(sent).toEqual([]);
  });

  it("should keep a bundle's parts: added once each, counted, removed, and at least one before saving", async () => {
    const { actor, sent } = start(['ok']);
    actor.send({ type: 'field.change', field: 'format', value: 'bundle' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ bundleParts: productMessages.bundleParts });
    actor.send({ type: 'part.add', productId: 5, name: 'Šal' });
    actor.send({ type: 'part.add', productId: 9, name: 'Kapa' });
    actor.send({ type: 'part.add', productId: 5, name: 'Šal' });
    actor.send({ type: 'part.remove', productId: 9 });
    expect(actor.getSnapshot().context.values.bundleParts).toEqual([{ productId: 5, name: 'Šal', quantity: 1 }]);
    actor.send({ type: 'part.quantity', productId: 5, quantity: 0 });
    expect(actor.getSnapshot().context.errors['bundleParts.0.quantity']).toBe(productMessages.partQuantity);
    actor.send({ type: 'part.quantity', productId: 5, quantity: 3 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toEqual([expect.objectContaining({ bundleParts: [{ productId: 5, name: 'Šal', quantity: 3 }] })]);
  });

  it('should keep the refusal of a taken SKU with its field, and save once corrected', async () => {
    const { actor, sent, saved } = start(['taken', 'ok']);
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'PRODUCT_SKU_TAKEN',
      status: 409,
      payload: { field: 'sku' },
    });
    actor.send({ type: 'choice.toggle', field: 'tagIds', id: 3 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(sent).toHaveLength(2);
    expect((sent[1] as { tagIds: number[] }).tagIds).toEqual([3]);
    expect(saved).toEqual([{ id: 7 }]);
  });
});
