import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '@machines/checkout/checkout.machine.js';

/** What every step view gets: the checkout machine's snapshot to render and `send` for its controls. */
export interface StepProps {
  snapshot: SnapshotFrom<typeof checkoutMachine>;
  send: (event: EventFromLogic<typeof checkoutMachine>) => void;
}
