import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-media.graph.js';
import { adminMediaMachine } from './admin-media.machine.js';

const png = (key: string) => ({ key, name: `${key}.png`, size: 1000, type: 'image/png', file: key });

describe('admin media machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminMediaMachine, {
      ...graphOptions,
      allowUncovered: {
        'uploaded --always [somethingToUpload]--> uploading':
          'needs two files waiting, which multiplies the walked contexts past the limit; the next test uploads two in a row',
      },
    });
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should refuse files that are no images and past the limit, ask for alt texts, and upload one after another', async () => {
    const uploads: unknown[] = [];
    const actor = createActor(
      adminMediaMachine.provide({
        actors: {
          uploadImage: fromPromise(async ({ input }) => {
            uploads.push(input.file);
            return [];
          }),
        },
      }),
      {
        input: {
          images: Array.from({ length: 17 }, (_, i) => ({
            id: i + 1,
            alt: `Slika ${i}`,
            variantId: null,
            thumbnail: '',
            focus: null,
          })),
        },
      },
    ).start();
    actor.send({ type: 'files.add', files: [png('a'), { ...png('b'), type: 'application/pdf' }, png('c'), png('d')] });
    const { pending, errors } = actor.getSnapshot().context;
    expect(pending.map((p) => [p.key, p.error])).toEqual([
      ['a', null],
      ['b', 'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).'],
      ['c', null],
    ]);
    expect(errors.files).toBe('Najviše 20 slika po proizvodu: dodano je 3.');
    actor.send({ type: 'upload' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      'pending-a': 'Upišite opis slike (alternativni tekst).',
    });
    actor.send({ type: 'pending.alt', key: 'a', alt: 'Prednja' });
    actor.send({ type: 'pending.alt', key: 'c', alt: 'Stražnja' });
    actor.send({ type: 'upload' });
    await flushMicrotasks();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(uploads).toEqual(['a', 'c']);
    expect(actor.getSnapshot().context.pending.map((p) => p.key)).toEqual(['b']);
  });

  it('should reorder and save the list with every alt text and crop focus', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      adminMediaMachine.provide({
        actors: {
          saveImages: fromPromise(async ({ input }) => {
            saved.push(input.map((i) => [i.id, i.focus]));
            return input;
          }),
        },
      }),
      {
        input: {
          images: [
            { id: 1, alt: 'A', variantId: null, thumbnail: '', focus: null },
            { id: 2, alt: 'B', variantId: null, thumbnail: '', focus: null },
          ],
        },
      },
    ).start();
    actor.send({ type: 'image.move', id: 2, by: -1 });
    actor.send({ type: 'image.focus', id: 2, focus: { x: 1.2, y: 0.33333 } });
    actor.send({ type: 'image.focus', id: 1, focus: { x: 0.5, y: 0.5 } });
    actor.send({ type: 'image.focus', id: 1, focus: null });
    actor.send({ type: 'image.alt', id: 1, alt: ' ' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'alt-1': 'Upišite opis slike (alternativni tekst).' });
    actor.send({ type: 'image.alt', id: 1, alt: 'A2' });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(saved).toEqual([
      [
        [2, { x: 1, y: 0.333 }],
        [1, null],
      ],
    ]);
  });
});
