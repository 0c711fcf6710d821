import type { GraphOptions } from '../testing/graph.js';
import type { ProductConfiguratorInput } from './product-configurator.machine.js';

/** A jersey in S (in stock) and XXL (sold out) printed in white or gold, and a simple product with nothing to configure (test and docs). */
export const jersey: ProductConfiguratorInput = {
  simple: false,
  attributes: [
    {
      code: 'velicina',
      values: [
        { id: 1, available: true },
        { id: 5, available: false },
      ],
    },
  ],
  variants: [
    { id: 2, options: { velicina: 1 }, purchasable: true },
    { id: 6, options: { velicina: 5 }, purchasable: false },
  ],
  colours: ['Bijela', 'Zlatna'],
};
export const scarf: ProductConfiguratorInput = { simple: true, attributes: [], variants: [], colours: [] };

export const graphOptions: GraphOptions = {
  events: {
    'option.select': [
      { code: 'velicina', valueId: 1 },
      { code: 'velicina', valueId: 5 },
    ],
    'number.input': [{ value: '123' }],
    'text.input': [{ value: 'Modrić 10!' }],
    // An offered colour, and one the product does not offer (refused).
    'colour.select': [{ value: 'Zlatna' }, { value: 'Ljubičasta' }],
  },
  inputs: [jersey, scarf],
};
