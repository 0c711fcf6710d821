import type { GraphOptions } from '../testing/graph.js';
import type { OrderLifecycleInput } from './order-lifecycle.machine.js';

/** An order of each way of paying, and a withdrawal of the whole order and of some lines. */
export const graphOptions: GraphOptions = {
  inputs: [
    { payment: 'card' } satisfies OrderLifecycleInput,
    { payment: 'transfer' } satisfies OrderLifecycleInput,
    { payment: 'cod' } satisfies OrderLifecycleInput,
    { payment: 'voucher' } satisfies OrderLifecycleInput,
  ],
  events: { withdraw: [{ whole: true }, { whole: false }] },
  happyPath: {
    input: { payment: 'card' } satisfies OrderLifecycleInput,
    events: [
      { type: 'payment.authorised' },
      { type: 'mark_processing' },
      { type: 'mark_shipped' },
      { type: 'parcel.delivered' },
      { type: 'mark_completed' },
    ],
  },
};
