import type { GraphOptions } from '../testing/graph.js';

/** Personas, the phone's width and the frame's loads (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    open: [
      { persona: 'member', phone: false },
      { persona: 'guest', phone: true },
    ],
    persona: [{ persona: 'customer' }],
    phone: [{ phone: true }],
  },
};
