import type { GraphOptions } from '../testing/graph.js';

const image = { id: 1, alt: 'Dres sprijeda', variantId: null, thumbnail: '/media/1/1/small/a.png', focus: null };
const file = { key: 'f1', name: 'dres.png', size: 2048, type: 'image/png', file: null };

/**
 * One image and one file, each edit once, every call's outcomes (test and docs). Few payloads on purpose: every
 * edit makes a new context, and the walk visits each combination.
 */
export const graphOptions: GraphOptions = {
  inputs: [{ images: [] }],
  events: {
    'images.loaded': [{ images: [image] }],
    'files.add': [{ files: [file] }],
    'pending.alt': [{ key: 'f1', alt: 'Dres straga' }],
    'pending.variant': [{ key: 'f1', variantId: 7 }],
    'pending.remove': [{ key: 'f1' }],
    'image.alt': [{ id: 1, alt: '' }],
    'image.variant': [{ id: 1, variantId: 7 }],
    'image.move': [{ id: 1, by: 1 }],
    // The focus it has: the transition is taken without doubling the walked contexts (the machine test sets one).
    'image.focus': [{ id: 1, focus: null }],
    'image.remove': [{ id: 1 }],
    'xstate.done.actor.uploadImage': [{ output: [image] }],
    'xstate.error.actor.uploadImage': [{ error: { code: 'MEDIA_NOT_IMAGE', statusCode: 415 } }],
    'xstate.done.actor.saveImages': [{ output: [image] }],
    'xstate.error.actor.saveImages': [{ error: { code: 'MEDIA_ALT_REQUIRED', statusCode: 400 } }],
  },
  limit: 20_000,
};
