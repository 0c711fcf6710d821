import type { GraphOptions } from '../testing/graph.js';
import type { ChosenFile, LibraryImage, LibraryPage, MediaLibraryInput } from './media-library.machine.js';

const TRIBINA: LibraryImage = {
  id: 7,
  title: 'Tribina',
  description: 'Navijači na tribini',
  mime: 'image/png',
  extension: 'png',
  width: 1440,
  height: 550,
  url: '/media/1/7/original/tribina.png',
};
const FIRST: LibraryPage = { images: [TRIBINA], total: 2, nextOffset: 1 };
const FILE: ChosenFile = { key: 'f1', name: 'tribina.png', size: 1000, type: 'image/png', file: null };
const MANY: ChosenFile[] = Array.from({ length: 21 }, (_, i) => ({ ...FILE, key: `m${i}` }));

/**
 * An image uploaded with its alt text and used, 21 files refused, an alt text changed, a failed search, a second page,
 * a delete confirmed or refused (test and docs).
 */
export const graphOptions: GraphOptions = {
  inputs: [
    { current: null, size: 'heroimage' } satisfies MediaLibraryInput,
    { current: { ...TRIBINA, description: null }, size: 'heroimage' } satisfies MediaLibraryInput,
  ],
  events: {
    'query.change': [{ query: 'tribina' }],
    'xstate.done.actor.searchImages': [{ output: FIRST }],
    // The new calls' answers are the unit tests' (with them the walk outgrows its limit): their states are reached.
    'xstate.done.actor.loadMore': [],
    'xstate.error.actor.loadMore': [],
    'image.delete': [{ image: TRIBINA }],
    'xstate.done.actor.deleteImage': [],
    'xstate.error.actor.deleteImage': [],
    'xstate.error.actor.searchImages': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'files.add': [{ files: [FILE] }, { files: MANY }],
    'pending.alt': [{ key: 'f1', alt: 'Sjeverna tribina' }],
    'pending.remove': [{ key: 'f1' }],
    'xstate.done.actor.uploadFiles': [{ output: [TRIBINA] }],
    // One failure for every call and the preset the section already has: the walk stays small (the unit tests
    // cover the other values).
    'xstate.error.actor.uploadFiles': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'image.pick': [{ image: TRIBINA }],
    'alt.change': [{ alt: 'Tribina u plavom' }],
    'size.choose': [{ size: 'heroimage' }],
    'xstate.done.actor.describeImage': [{ output: { ...TRIBINA, description: 'Tribina u plavom' } }],
    'xstate.error.actor.describeImage': [{ error: { code: 'NETWORK', statusCode: 0 } }],
  },
  limit: 30_000,
  happyPath: {
    input: { current: null, size: 'heroimage' },
    events: [
      { type: 'xstate.done.actor.searchImages', output: { images: [], total: 0, nextOffset: null } },
      { type: 'files.add', files: [FILE] },
      { type: 'pending.alt', key: 'f1', alt: 'Navijači na tribini' },
      { type: 'upload' },
      { type: 'xstate.done.actor.uploadFiles', output: [TRIBINA] },
      { type: 'alt.change', alt: 'Tribina u plavom' },
      { type: 'use' },
      { type: 'xstate.done.actor.describeImage', output: { ...TRIBINA, description: 'Tribina u plavom' } },
    ],
  },
};
