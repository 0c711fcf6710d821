import { authJourneyModel } from './auth-model/model.js';
import { authAdapter } from './auth-model/steps.js';
import { journeyTests } from './journey-harness/spec.js';

/** Signing in and out, generated from the auth journey model to take every edge once (auth-model/model.ts). */
journeyTests(authJourneyModel, { adapter: ({ page, context, request }) => authAdapter(page, context, request) });
