import { EMPTY_COUPON } from '@shared/validation/coupon-admin.js';
import type { GraphOptions } from '../testing/graph.js';

const filled = { ...EMPTY_COUPON, code: 'JESEN-25', percent: '25' };

/** An empty and a filled-in form, a broken and a mended field, a chip, and both outcomes of saving (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ values: EMPTY_COUPON }, { values: filled }],
  events: {
    'field.change': [
      { field: 'percent', value: '0' },
      { field: 'percent', value: '30' },
    ],
    'choice.toggle': [{ field: 'categoryIds', id: 1 }],
    'xstate.done.actor.saveCoupon': [{ output: { id: 7 } }],
    'xstate.error.actor.saveCoupon': [
      { error: { code: 'COUPON_CODE_TAKEN', statusCode: 409, payload: { field: 'code' } } },
    ],
  },
};
