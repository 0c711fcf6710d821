import type { GraphOptions } from '../testing/graph.js';
import type { PopupInput } from './popup.machine.js';

const campaign: PopupInput = { popupId: 7, version: 3, showPopup: true };

/** Inputs and outcomes that reach every state and transition of the popup machine (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [campaign, { ...campaign, showPopup: false }, { ...campaign, onAdvertisedPage: true }],
  events: {
    // No cookie, this version dismissed, an older version dismissed.
    'xstate.done.actor.loadDismissed': [{ output: null }, { output: '7:3' }, { output: '7:2' }],
    'xstate.error.actor.loadDismissed': [{ error: 'cookie unreadable' }],
  },
};
