import { cartJourneyModel } from './cart-model/model.js';
import { cartAdapter } from './cart-model/steps.js';
import { journeyTests } from './journey-harness/spec.js';

/** The cart's journeys: add, personalise, edit the line, coupons and the membership card (cart-model/model.ts). */
journeyTests(cartJourneyModel, { adapter: ({ page, request }) => cartAdapter(page, request) });
