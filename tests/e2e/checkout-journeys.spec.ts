import { checkoutJourneyModel } from './checkout-model/model.js';
import { Journey } from './checkout-model/steps.js';
import { journeyTests } from './journey-harness/spec.js';

/**
 * The checkout journeys generated from the journey model (checkout-model/model.ts,
 * docs/decisions/0047-checkout-journey-model.md): a few paths that together take every edge of the model once,
 * each walked in the real shop, with the page checked against the model after every step.
 */
journeyTests(checkoutJourneyModel, { adapter: ({ page, request }) => new Journey(page, request) });
