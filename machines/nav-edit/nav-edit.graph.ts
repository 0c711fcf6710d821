import type { GraphOptions } from '../testing/graph.js';
import type { EditNav } from './nav-edit.machine.js';
import type { NavImage, NavItem } from './nav-tree.js';

const IMAGE: NavImage = {
  id: 7,
  title: 'dres',
  description: 'Domaći dres',
  mime: 'image/png',
  extension: 'png',
  width: 320,
  height: 240,
  url: '/media/1/7/original/dres.png',
};

const ITEMS: NavItem[] = [
  { id: 'i1', title: 'Dresovi', link: { type: 'category', slug: 'dresovi' }, children: [] },
  { id: 'i2', title: 'Trening', link: { type: 'category', slug: 'trening' }, children: [] },
];
const nav = (handle: string, state: 'draft' | 'published'): EditNav => ({
  handle,
  title: handle,
  state,
  revision: 1,
  items: ITEMS,
  // The image the change below picks is known from the start: the walk does not multiply its contexts.
  images: [IMAGE],
  problems: [],
});
const failed = (code: string) => ({ error: { code, statusCode: code === 'NETWORK' ? 0 : 409 } });

/** Menus chosen and changed, saved, published past refusals, another editor's write and the history (test and docs). */
export const graphOptions: GraphOptions = {
  // No change kept: the copies of undo and redo would multiply the walked contexts tenfold (the tests walk them).
  inputs: [{ handle: 'main', historyLimit: 0 }],
  events: {
    'xstate.done.actor.loadNavigations': [{ output: [nav('main', 'published'), nav('footer1', 'draft')] }],
    'xstate.error.actor.loadNavigations': [failed('NETWORK')],
    'menu.select': [{ handle: 'footer1' }],
    // Moved, with an image picked for one item (docs/decisions/0259-menu-images-and-the-top-strip.md).
    'items.change': [{ items: [ITEMS[1], { ...ITEMS[0], mediaId: IMAGE.id }], image: IMAGE }],
    'xstate.done.actor.saveDraft': [{ output: nav('main', 'draft') }],
    'xstate.error.actor.saveDraft': [failed('NETWORK')],
    'xstate.done.actor.publishNav': [{ output: nav('main', 'published') }],
    'xstate.error.actor.publishNav': [
      {
        error: {
          code: 'CMS_PUBLISH_CHECKS',
          statusCode: 409,
          payload: { problems: [{ level: 'error', kind: 'brokenLink', itemId: 'i1', message: 'x' }] },
        },
      },
      failed('NETWORK'),
    ],
    'xstate.done.actor.discardDraft': [{ output: nav('main', 'published') }],
    'xstate.error.actor.discardDraft': [failed('NETWORK')],
    'xstate.done.actor.loadHistory': [
      { output: [{ id: 1, publishedAt: '2026-11-27T10:00:00.000Z', publishedBy: null, items: 2, live: true }] },
    ],
    'xstate.error.actor.loadHistory': [failed('NETWORK')],
    'history.restore': [{ id: 1 }],
    'xstate.done.actor.restoreVersion': [{ output: nav('main', 'draft') }],
    'xstate.error.actor.restoreVersion': [failed('NETWORK')],
  },
  limit: 20_000,
};
