import { consentJourneyModel } from './consent-model/model.js';
import { consentAdapter } from './consent-model/steps.js';
import { journeyTests } from './journey-harness/spec.js';

/** The cookie choice's journeys, generated from its model to take every edge once (consent-model/model.ts). */
journeyTests(consentJourneyModel, {
  overlays: 'show',
  adapter: ({ page, context, baseURL }) => consentAdapter(page, context, baseURL),
});
