import type { GraphOptions } from '../testing/graph.js';
import type { MembershipCardInput } from './membership-card.machine.js';

const card = '385000000017';

/** A guest, a member with a card on the profile, and one whose card is already in the cookie (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'card.apply': [
      { barcode: card },
      { barcode: '385000000024', pin: '2024' },
      { barcode: '  ' },
      { barcode: '12345' },
      { barcode: card, pin: '12' },
    ],
    'xstate.done.actor.applyMemberCard': [{ output: { applied: true } }, { output: { applied: false } }],
    'xstate.error.actor.applyMemberCard': [{ error: { code: 'MEMBER_CARD_TAKEN', statusCode: 409 } }],
  },
  inputs: [
    { loggedIn: false, cookieBarcode: null, userBarcode: null },
    { loggedIn: true, cookieBarcode: null, userBarcode: card },
    { loggedIn: true, cookieBarcode: card, userBarcode: card },
    { loggedIn: true, cookieBarcode: null, userBarcode: null },
  ] satisfies MembershipCardInput[],
};
