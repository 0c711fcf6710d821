import type { GraphOptions } from '../testing/graph.js';

export const written = { id: 7, rating: 5, comment: 'Topao i mekan šal, preporuka.' };

/** A customer without a review and a stopped account; a broken and a right form; both outcomes of each call. */
export const graphOptions: GraphOptions = {
  // A saved review is reached from the first input (written, then edited or deleted): no start of its own needed.
  inputs: [
    { review: null, blocked: false },
    { review: null, blocked: true },
  ],
  events: {
    'field.change': [
      { field: 'rating', value: 4 },
      { field: 'comment', value: 'Dobro pristaje, brzo stiglo.' },
    ],
    'xstate.done.actor.save': [{ output: written }],
    'xstate.error.actor.save': [{ error: { code: 'REVIEW_ALREADY_POSTED', statusCode: 409 } }],
    'xstate.done.actor.remove': [{ output: undefined }],
    'xstate.error.actor.remove': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  happyPath: {
    input: { review: null, blocked: false },
    events: [
      { type: 'review.open' },
      { type: 'field.change', field: 'rating', value: 4 },
      { type: 'field.change', field: 'comment', value: 'Dobro pristaje, brzo stiglo.' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.save', output: written },
    ],
  },
};
