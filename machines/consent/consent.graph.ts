import type { GraphOptions } from '../testing/graph.js';

/** Events with payloads that reach every state and transition of the consent machine; used by its test
 * and by the diagram generator (scenarios in docs/machines/consent.md). */
export const graphOptions: GraphOptions = {
  events: {
    'consent.toggle': [{ category: 'marketing' }, { category: 'analytics' }],
    'xstate.done.actor.loadChoice': [{ output: null }, { output: 'necessary,analytics' }],
    'xstate.error.actor.loadChoice': [{ error: 'cookie unreadable' }],
  },
};
