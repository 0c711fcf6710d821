import type { GraphOptions } from '../testing/graph.js';
import type { BundlePurchaseInput } from './bundle-purchase.machine.js';

export const parts: BundlePurchaseInput['parts'] = [
  {
    productId: 1,
    configurable: true,
    purchasable: true,
    variants: [
      { id: 11, purchasable: true },
      { id: 12, purchasable: false },
    ],
  },
  { productId: 2, configurable: false, purchasable: true, variants: [] },
];

/** An available bundle with a jersey (one size sold out) and a scarf, and a bundle that cannot be bought. */
export const graphOptions: GraphOptions = {
  inputs: [
    { parts, purchasable: true } satisfies BundlePurchaseInput,
    { parts, purchasable: false } satisfies BundlePurchaseInput,
  ],
  events: {
    'part.changed': [
      { productId: 1, choice: { variantId: 11, personalisation: null } },
      { productId: 1, choice: { variantId: 12, personalisation: null } },
    ],
  },
};
