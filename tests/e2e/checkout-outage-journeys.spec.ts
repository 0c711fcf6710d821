import { checkoutOutageModel } from './checkout-outage-model/model.js';
import { outageAdapter } from './checkout-outage-model/steps.js';
import { journeyTests } from './journey-harness/spec.js';

/** The checkout's failure paths: every lost call tried again (checkout-outage-model/model.ts). */
journeyTests(checkoutOutageModel, { adapter: ({ page }) => outageAdapter(page) });
