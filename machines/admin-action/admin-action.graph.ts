import type { GraphOptions } from '../testing/graph.js';
import type { ActionCheck } from './admin-action.machine.js';

/** A quantity form: a number is sent, anything else is an error on the field. */
export const checkQuantity: ActionCheck = (values) =>
  /^-?\d+$/.test(values.delta ?? '')
    ? { body: { delta: Number(values.delta) } }
    : { errors: { delta: 'Upišite cijeli broj.' } };

// The diagrams print a start's input: the rules appear by name, not as their compiled source (which differs
// between the generator and the test runner).
checkQuantity.toString = () => 'checkQuantity';

/** A valid and a broken submit, and both outcomes of sending (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ check: checkQuantity }],
  events: {
    submit: [{ values: { delta: '5' } }, { values: { delta: 'pet' } }],
    'xstate.done.actor.send': [{ output: { ok: true } }],
    'xstate.error.actor.send': [{ error: { code: 'STOCK_NEGATIVE', statusCode: 400, payload: { field: 'delta' } } }],
  },
};
