import type { GraphOptions } from '../testing/graph.js';

const VOUCHER = { code: 'ABCD-EFGH-JKLM-NPQ5', balanceCents: 5000, expiresAt: '2027-11-27T10:00:00.000Z' };

/** No voucher and one; a possible and a mistyped code; an accepted and a refused one (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'field.change': [
      { field: 'code', value: 'ABCD-EFGH-JKLM-NPQ5' },
      { field: 'code', value: 'ABCD-EFGH' },
    ],
    'xstate.done.actor.loadVoucher': [{ output: null }, { output: VOUCHER }],
    'xstate.error.actor.loadVoucher': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
    'xstate.done.actor.applyVoucher': [{ output: VOUCHER }],
    'xstate.error.actor.applyVoucher': [{ error: { code: 'VOUCHER_SPENT', statusCode: 409 } }],
    'xstate.done.actor.removeVoucher': [{ output: undefined }],
    'xstate.error.actor.removeVoucher': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
};
