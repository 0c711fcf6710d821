import type { GraphOptions } from '../testing/graph.js';

/** A guest who logs in and a logged-in customer with product 12 wished; toggles of 12 (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'wishlist.toggle': [{ productId: 12 }],
    'xstate.done.actor.fetchIds': [{ output: [12] }],
    'xstate.error.actor.fetchIds': [{ error: new Error('offline') }],
    'xstate.done.actor.saveChange': [{ output: undefined }],
    'xstate.error.actor.saveChange': [{ error: new Error('offline') }],
  },
  inputs: [{ loggedIn: false }, { loggedIn: true }],
};
