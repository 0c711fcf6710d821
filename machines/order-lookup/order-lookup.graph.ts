import type { GraphOptions } from '../testing/graph.js';
import type { OrderLookUpInput } from './order-lookup.machine.js';

/** A filled-in form and an empty one, a field that breaks it, both outcomes of the look-up (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { values: { number: '2026-000123', email: 'gost@primjer.hr' } } satisfies OrderLookUpInput,
    {} satisfies OrderLookUpInput,
  ],
  events: {
    'field.change': [
      { field: 'number', value: '123' },
      { field: 'email', value: 'gost@primjer.hr' },
    ],
    'xstate.done.actor.lookUp': [{ output: { number: '2026-000123' } }],
    'xstate.error.actor.lookUp': [{ error: { code: 'NOT_FOUND', statusCode: 404 } }],
  },
};
