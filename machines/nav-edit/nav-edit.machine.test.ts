import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './nav-edit.graph.js';
import { type EditNav, navEditMachine } from './nav-edit.machine.js';
import {
  addItem,
  moveItem,
  type NavImage,
  type NavItem,
  placeOf,
  removeItem,
  setItemImage,
  updateItem,
} from './nav-tree.js';

const ITEMS: NavItem[] = [
  {
    id: 'i1',
    title: 'Dresovi',
    link: { type: 'category', slug: 'dresovi' },
    children: [
      { id: 'i2', title: 'Domaći', link: { type: 'category', slug: 'dresovi-domaci' } },
      { id: 'i3', title: 'Gostujući', link: { type: 'category', slug: 'dresovi-gostujuci' } },
    ],
  },
  { id: 'i4', title: 'Trening', link: { type: 'category', slug: 'trening' }, children: [] },
];

function start(saveOutcome: 'ok' | 'stale' = 'ok') {
  const calls: string[] = [];
  let server: EditNav = {
    handle: 'main',
    title: 'Glavna',
    state: 'published',
    revision: 3,
    items: ITEMS,
    images: [],
    problems: [],
  };
  const footer: EditNav = { ...server, handle: 'footer1', title: 'Trgovina', items: [] };
  const published: number[] = [];
  const actor = createActor(
    navEditMachine.provide({
      actors: {
        loadNavigations: fromPromise(async () => [server, footer]),
        saveDraft: fromPromise(async ({ input }) => {
          const ids = input.items.map((i) => (i.mediaId ? `${i.id}#${i.mediaId}` : i.id));
          calls.push(`save:${input.handle}@${input.revision}:${ids.join(',')}`);
          if (saveOutcome === 'stale')
            throw Object.assign(new Error('stale'), { code: 'CMS_NAVIGATION_STALE', statusCode: 409 });
          server = { ...server, state: 'draft', revision: input.revision + 1, items: input.items };
          return server;
        }),
        publishNav: fromPromise(async ({ input }) => {
          calls.push(`publish:${input.handle}@${input.revision}`);
          server = { ...server, state: 'published', revision: input.revision + 1 };
          return server;
        }),
      },
      actions: { published: () => void published.push(1) },
    }),
    { input: {} },
  ).start();
  return { actor, calls, published };
}

describe('nav edit machine: undo and redo', () => {
  it('should take an item back and make it again, forget the redo after a new change, and start again in another menu', async () => {
    const { actor } = start();
    await flushMicrotasks();
    const ids = () => actor.getSnapshot().context.items.map((i) => i.id);
    const added = addItem(ITEMS, null, { id: 'i9', title: 'Suveniri', link: { type: 'category', slug: 'suveniri' } });
    actor.send({ type: 'items.change', items: added });
    actor.send({ type: 'items.change', items: removeItem(added, 'i4') });
    actor.send({ type: 'undo' });
    expect(ids()).toEqual(['i1', 'i4', 'i9']);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context).toMatchObject({ items: ITEMS, dirty: false, notice: 'undone' });
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, notice: 'redone' });
    actor.send({ type: 'items.change', items: removeItem(added, 'i1') });
    actor.send({ type: 'redo' });
    expect(ids()).toEqual(['i4', 'i9']);
    actor.send({ type: 'save' });
    await flushMicrotasks();
    actor.send({ type: 'menu.select', handle: 'footer1' });
    expect(actor.getSnapshot().context.history).toEqual({ past: [], future: [] });
  });
});

describe('nav edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(navEditMachine, {
      ...graphOptions,
      // Every transition once: the menus' and sections' many contexts would make every snapshot's edge a path.
      strategy: 'cover',
      allowUncovered: {
        'editing --undo [canUndo]--> (stays)':
          "the copies kept multiply the walked contexts tenfold; 'undo and redo' below takes them back and forth",
        'editing --redo [canRedo]--> (stays)':
          "the copies kept multiply the walked contexts tenfold; 'undo and redo' below takes them back and forth",
      },
    });
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should add an item, save it with the revision read and publish it with the next one', async () => {
    const { actor, calls, published } = start();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    const item = { id: 'novo', title: 'Suveniri', link: { type: 'category' as const, slug: 'suveniri' } };
    actor.send({ type: 'items.change', items: addItem(ITEMS, null, item) });
    // Nothing unsaved may be left behind: another menu cannot be chosen now.
    actor.send({ type: 'menu.select', handle: 'footer1' });
    expect(actor.getSnapshot().context.handle).toBe('main');
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:main@3:i1,i4,novo', 'publish:main@4']);
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, notice: 'published' });
    expect(published).toHaveLength(1);
    actor.send({ type: 'menu.select', handle: 'footer1' });
    expect(actor.getSnapshot().context).toMatchObject({ handle: 'footer1', items: [] });
  });

  it("should stop at another editor's newer write and load the menus again", async () => {
    const { actor } = start('stale');
    await flushMicrotasks();
    actor.send({ type: 'items.change', items: removeItem(ITEMS, 'i4') });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, failure: { code: 'CMS_NAVIGATION_STALE' } });
    actor.send({ type: 'reload' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, items: ITEMS });
  });
});

describe('nav edit machine: item images', () => {
  const IMAGE: NavImage = {
    id: 42,
    title: 'dres',
    description: 'Domaći dres',
    mime: 'image/png',
    extension: 'png',
    width: 320,
    height: 240,
    url: '/media/1/42/original/dres.png',
  };
  it('should keep the image picked for an item, send its id with the draft, and take it away again', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'items.change', items: setItemImage(ITEMS, 'i4', IMAGE.id), image: IMAGE });
    expect(actor.getSnapshot().context.images).toEqual([IMAGE]);
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:main@3:i1,i4#42']);
    // The server's answer (no images in this stand-in) does not forget the image the editor draws.
    expect(actor.getSnapshot().context.images).toEqual([IMAGE]);
    const { items } = actor.getSnapshot().context;
    actor.send({ type: 'items.change', items: setItemImage(items, 'i4', null) });
    expect(actor.getSnapshot().context.items[1]).not.toHaveProperty('mediaId');
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });
});

describe('nav tree', () => {
  it('should give a sub-item an image and take it away, leaving the others as they were', () => {
    const withImage = setItemImage(ITEMS, 'i3', 9);
    expect(withImage[0]!.children[1]).toMatchObject({ id: 'i3', mediaId: 9 });
    expect(withImage[0]!.children[0]).toBe(ITEMS[0]!.children[0]);
    expect(setItemImage(withImage, 'i3', null)[0]!.children[1]).toEqual(ITEMS[0]!.children[1]);
  });

  it('should move items among their siblings only, and not past the edges', () => {
    expect(moveItem(ITEMS, 'i4', -1).map((i) => i.id)).toEqual(['i4', 'i1']);
    expect(moveItem(ITEMS, 'i4', 1).map((i) => i.id)).toEqual(['i1', 'i4']);
    expect(moveItem(ITEMS, 'i3', -1)[0]!.children.map((c) => c.id)).toEqual(['i3', 'i2']);
    expect(placeOf(ITEMS, 'i3')).toEqual({ index: 1, count: 2 });
  });

  it('should add a sub-item, rename and relink an item and remove one with its sub-menu', () => {
    const child = { id: 'c', title: 'Treći', link: { type: 'category' as const, slug: 'dresovi-treci' } };
    const added = addItem(ITEMS, 'i1', child);
    expect(added[0]!.children.map((c) => c.id)).toEqual(['i2', 'i3', 'c']);
    const renamed = updateItem(added, 'c', { title: 'Treći dres', link: { type: 'external', url: 'https://x.hr' } });
    expect(renamed[0]!.children[2]).toMatchObject({ title: 'Treći dres', link: { type: 'external' } });
    expect(removeItem(renamed, 'i1').map((i) => i.id)).toEqual(['i4']);
  });
});
