import type { GraphOptions } from '../testing/graph.js';

/** The dialog opened, a count broken and mended, both outcomes of generating (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ values: { count: '50', prefix: 'NL' } }],
  events: {
    'dialog.open': [{}],
    'dialog.close': [{}],
    'field.change': [
      { field: 'count', value: '0' },
      { field: 'count', value: '20' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.generateCodes': [{ output: { fileName: 'kuponi-nl.csv', rows: 20, csv: '\uFEFFkod\r\n' } }],
    'xstate.error.actor.generateCodes': [
      { error: { code: 'COUPON_RULES_INVALID', statusCode: 400, payload: { field: 'count' } } },
    ],
  },
};
