import type { GraphOptions } from '../testing/graph.js';
import type { AddRequest } from './add-to-cart.machine.js';

const scarf: AddRequest = { productId: 1, configurable: false, bundle: false, variantsChosen: true };
const jerseyNoSize: AddRequest = { productId: 2, configurable: true, bundle: false, variantsChosen: false };
const bundleOpen: AddRequest = { productId: 3, configurable: true, bundle: true, variantsChosen: false };
const bundleReady: AddRequest = { ...bundleOpen, variantsChosen: true };
const upsell: AddRequest = { ...scarf, productId: 4, upsell: true };

/** A plain product, a jersey without size, a bundle before and after its dialog, an upsell (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'user.addToCart': [{ request: scarf }, { request: jerseyNoSize }, { request: bundleOpen }, { request: upsell }],
    'dialog.confirm': [{ request: bundleOpen }, { request: bundleReady }],
    'xstate.done.actor.addItem': [{ output: undefined }],
    'xstate.error.actor.addItem': [{ error: new Error('Proizvod nije dostupan.') }],
    'xstate.done.actor.fetchAfterAdd': [{ output: 'redirect' }, { output: 'popup' }, { output: 'stay' }],
    'xstate.error.actor.fetchAfterAdd': [{ error: new Error('offline') }],
  },
  inputs: [{ afterAdd: null }, { afterAdd: 'stay' }],
  limit: 3000,
};
