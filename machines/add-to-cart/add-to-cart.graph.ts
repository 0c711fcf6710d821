import type { GraphOptions } from '../testing/graph.js';
import type { AddRequest } from './add-to-cart.machine.js';

export const scarf: AddRequest = {
  productId: 1,
  slug: 'sal',
  configurable: false,
  bundle: false,
  variantsChosen: true,
  body: { productId: 1, qty: 1 },
};
const jerseyNoSize: AddRequest = { ...scarf, productId: 2, slug: 'dres', configurable: true, variantsChosen: false };
export const bundleFromCard: AddRequest = {
  ...scarf,
  productId: 3,
  slug: 'paket',
  configurable: true,
  bundle: true,
  variantsChosen: false,
  body: { productId: 3, qty: 1 },
};
const bundleChosen: AddRequest = {
  ...bundleFromCard,
  variantsChosen: true,
  body: { productId: 3, qty: 1, options: { bundleOptions: [{ main: 2, selected: 21 }] } },
};
const upsell: AddRequest = { ...scarf, productId: 4, upsell: true, body: { productId: 4, qty: 1 } };

/** A plain product, a jersey without size, a bundle from a card and from its page, an upsell (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'user.addToCart': [
      { request: scarf },
      { request: jerseyNoSize },
      { request: bundleFromCard },
      { request: bundleChosen },
      { request: upsell },
    ],
    'xstate.done.actor.addItem': [{ output: undefined }],
    'xstate.error.actor.addItem': [{ error: { code: 'PRODUCT_NOT_PURCHASABLE', statusCode: 409 } }],
    'xstate.done.actor.fetchAfterAdd': [{ output: 'redirect' }, { output: 'popup' }, { output: 'stay' }],
    'xstate.error.actor.fetchAfterAdd': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  inputs: [{ afterAdd: null }, { afterAdd: 'stay' }],
  limit: 3000,
};
