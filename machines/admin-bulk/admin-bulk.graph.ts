import type { GraphOptions } from '../testing/graph.js';
import type { BulkCheck } from './admin-bulk.machine.js';

/** A percent change: a whole number is the change, anything else an error on the field. */
export const checkPercent: BulkCheck = (values) =>
  /^-?\d+$/.test(values.value ?? '')
    ? { change: { kind: 'price', target: 'sale', mode: 'percent', value: Number(values.value) } }
    : { errors: { value: 'Upišite cijeli broj.' } };

const preview = {
  count: 2,
  changed: 2,
  rows: [{ id: 1, sku: 'A', name: 'A', changes: [{ field: 'salePrice', before: null, after: 799 }] }],
};

// The diagrams print a start's input: the rules appear by name, not as their compiled source (which differs
// between the generator and the test runner).
checkPercent.toString = () => 'checkPercent';

/** Ticked products and a filter, a valid and a broken change, and every call's two outcomes (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ check: checkPercent }],
  events: {
    'bulk.open': [{ selection: { ids: [1, 2] } }, { selection: { ids: [] } }],
    preview: [{ values: { value: '-20' } }, { values: { value: 'dvadeset' } }],
    'xstate.done.actor.previewBulk': [{ output: preview }],
    'xstate.error.actor.previewBulk': [{ error: { code: 'BULK_NOTHING_CHOSEN', statusCode: 400 } }],
    'xstate.done.actor.applyBulk': [{ output: { bulkActionId: 9, count: 2, changed: 2 } }],
    'xstate.error.actor.applyBulk': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
    'xstate.done.actor.undoBulk': [{ output: { bulkActionId: 9, count: 2 } }],
    'xstate.error.actor.undoBulk': [{ error: { code: 'BULK_ALREADY_UNDONE', statusCode: 409 } }],
  },
};
