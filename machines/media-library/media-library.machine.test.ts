import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './media-library.graph.js';
import {
  ALT_REQUIRED,
  type ChosenFile,
  type LibraryImage,
  type MediaLibraryInput,
  mediaLibraryMachine,
} from './media-library.machine.js';

const image = (id: number, description: string | null): LibraryImage => ({
  id,
  title: `Slika ${id}`,
  description,
  mime: 'image/png',
  extension: 'png',
  width: 100,
  height: 50,
  url: `/media/1/${id}/original/slika.png`,
});
const file = (key: string, type = 'image/png'): ChosenFile => ({
  key,
  name: `${key}.png`,
  size: 1000,
  type,
  file: key,
});

/** A library of `count` images, newest (highest id) first, two to a page. */
function start(input: MediaLibraryInput = { current: null, size: 'heroimage' }, count = 1, inUse: number[] = []) {
  const calls: string[] = [];
  let library = Array.from({ length: count }, (_, i) => image(count - i, i === count - 1 ? 'Stadion' : `Slika ${i}`));
  const actor = createActor(
    mediaLibraryMachine.provide({
      actors: {
        searchImages: fromPromise(async ({ input: q }) => {
          calls.push(q.offset ? `search:${q.q}@${q.offset}` : `search:${q.q}`);
          const size = count === 1 ? 24 : 2;
          const images = library.slice(q.offset, q.offset + size);
          const next = q.offset + images.length;
          return { images, total: library.length, nextOffset: next < library.length ? next : null };
        }),
        deleteImage: fromPromise(async ({ input: d }) => {
          calls.push(`delete:${d.id}`);
          if (inUse.includes(d.id)) throw { code: 'MEDIA_IN_USE', statusCode: 409, payload: { usages: [] } };
          library = library.filter((i) => i.id !== d.id);
        }),
        uploadFiles: fromPromise(async ({ input: u }) => {
          calls.push(`upload:${u.files.map((f) => `${f.name}=${f.alt}`).join(',')}`);
          return u.files.map((f, i) => image(100 + i, f.alt));
        }),
        describeImage: fromPromise(async ({ input: d }) => {
          calls.push(`describe:${d.id}=${d.alt}`);
          return image(d.id, d.alt);
        }),
      },
      delays: { searchPause: 0 },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('media library machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    // The next page's and the delete's answers multiply the walk past its limit: the tests below take them.
    const theirs = 'answers of the next page and of a delete: the paging and delete tests below';
    const report = await walkMachineGraph(mediaLibraryMachine, {
      ...graphOptions,
      allowUncovered: {
        'open.loadingMore --done: loadMore--> open.ready': theirs,
        'open.loadingMore --error: loadMore--> open.ready': theirs,
        'open.deleting --done: deleteImage--> open.ready': theirs,
        'open.deleting --error: deleteImage--> open.ready': theirs,
      },
    });
    expect(report.states.reached).toEqual(report.states.total);
  }, 300_000);

  it('should refuse more than 20 files at once, before anything is sent', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'files.add', files: Array.from({ length: 21 }, (_, i) => file(`f${i}`)) });
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'files', pending: [] });
    actor.send({ type: 'files.add', files: Array.from({ length: 20 }, (_, i) => file(`f${i}`)) });
    expect(actor.getSnapshot().context.pending).toHaveLength(20);
    actor.send({ type: 'files.add', files: [file('f20')] });
    expect(actor.getSnapshot().context.pending).toHaveLength(20);
    expect(calls).toEqual(['search:']);
  });

  it('should upload only files with alt texts, skip what is no image, and pick the first uploaded', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'files.add', files: [file('a'), file('b'), file('c', 'application/pdf')] });
    actor.send({ type: 'upload' });
    expect(actor.getSnapshot().context.pending.map((p) => p.error)).toEqual([
      ALT_REQUIRED,
      ALT_REQUIRED,
      'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).',
    ]);
    actor.send({ type: 'pending.alt', key: 'a', alt: 'Dres' });
    actor.send({ type: 'pending.alt', key: 'b', alt: 'Šal' });
    actor.send({ type: 'upload' });
    await flushMicrotasks();
    expect(calls).toEqual(['search:', 'upload:a.png=Dres,b.png=Šal']);
    const { context } = actor.getSnapshot();
    expect(context.picked?.id).toBe(100);
    expect(context.images.map((i) => i.id)).toEqual([100, 101, 1]);
    expect(context.pending.map((p) => p.key)).toEqual(['c']);
  });

  it('should refuse an image without alt text and save a changed one before using the image', async () => {
    const { actor, calls } = start({ current: image(5, null), size: 'heroimage' });
    await flushMicrotasks();
    actor.send({ type: 'use' });
    expect(actor.getSnapshot().context.problem).toBe('alt');
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'alt.change', alt: '  Tribina  ' });
    actor.send({ type: 'size.choose', size: 'large' });
    actor.send({ type: 'use' });
    await flushMicrotasks();
    expect(calls).toEqual(['search:', 'describe:5=Tribina']);
    expect(actor.getSnapshot().output).toEqual({ image: image(5, 'Tribina'), size: 'large' });
  });

  it('should use an image with its alt text at once, and end with nothing when cancelled', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'use' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'image.pick', image: image(1, 'Stadion') });
    actor.send({ type: 'use' });
    expect(actor.getSnapshot().output).toEqual({ image: image(1, 'Stadion'), size: 'heroimage' });
    expect(calls).toEqual(['search:']);
    const other = start().actor;
    other.send({ type: 'cancel' });
    expect(other.getSnapshot().output).toBeNull();
  });

  it("should load the next page on 'Učitaj još' until the last, never listing an image twice", async () => {
    const { actor, calls } = start(undefined, 5);
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ nextOffset: 2 });
    actor.send({ type: 'more' });
    await flushMicrotasks();
    actor.send({ type: 'more' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.images.map((i) => i.id)).toEqual([5, 4, 3, 2, 1]);
    expect(actor.getSnapshot().context.nextOffset).toBeNull();
    // The last page shown: 'Učitaj još' does nothing.
    actor.send({ type: 'more' });
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' });
    expect(calls).toEqual(['search:', 'search:@2', 'search:@4']);
    // A new search starts again from its first page.
    actor.send({ type: 'query.change', query: 'slika' });
    await new Promise((r) => setTimeout(r, 5));
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ nextOffset: 2 });
    expect(actor.getSnapshot().context.images).toHaveLength(2);
  });

  it('should delete an image only once confirmed, and keep one the server refuses (in use) with the reason', async () => {
    const { actor, calls } = start({ current: image(4, 'Slika 1'), size: 'heroimage' }, 5, [5]);
    await flushMicrotasks();
    actor.send({ type: 'image.delete', image: image(4, 'Slika 1') });
    expect(actor.getSnapshot().value).toEqual({ open: 'confirmingDelete' });
    actor.send({ type: 'delete.cancel' });
    expect(calls).toEqual(['search:']);
    actor.send({ type: 'image.delete', image: image(4, 'Slika 1') });
    actor.send({ type: 'delete.confirm' });
    await flushMicrotasks();
    const after = actor.getSnapshot().context;
    expect(after.images.map((i) => i.id)).toEqual([5]);
    // The pick was the deleted image; the next page starts one earlier.
    expect(after).toMatchObject({ picked: null, deleted: { id: 4 }, nextOffset: 1 });
    actor.send({ type: 'more' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.images.map((i) => i.id)).toEqual([5, 3, 2]);
    actor.send({ type: 'image.delete', image: image(5, 'Slika 0') });
    actor.send({ type: 'delete.confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: 'MEDIA_IN_USE', status: 409 }, doomed: null });
    expect(actor.getSnapshot().context.images.map((i) => i.id)).toEqual([5, 3, 2]);
    expect(calls).toEqual(['search:', 'delete:4', 'search:@1', 'delete:5']);
  });
});
