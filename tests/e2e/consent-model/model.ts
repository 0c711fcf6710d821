import { assign, setup } from 'xstate';
import type { JourneyModel } from '../journey-harness/harness.js';

/**
 * The cookie choice as a visitor meets it (docs/decisions/0005-cookie-consent.md): the banner on the first visit with
 * marketing and analytics unticked, 'Prihvaćam' storing the ticked ones, a reload that keeps the choice, the footer's
 * 'Postavke kolačića' reopening the banner on the stored choice, 'Zatvori' leaving it as it was and 'Prihvati sve';
 * a stored cookie that cannot be read brings the banner back.
 * The context is what the page must show: the boxes ticked now and the choice stored in the acceptedCookies cookie.
 */
export interface Choice {
  marketing: boolean;
  analytics: boolean;
}

export interface ConsentJourneyContext {
  /** The boxes as the banner shows them. */
  ticked: Choice;
  /** The stored choice (the cookie), null before the first one. */
  stored: Choice | null;
}

export type ConsentJourneyEvent =
  | { type: 'TICK_ANALYTICS' }
  | { type: 'TICK_MARKETING' }
  | { type: 'ACCEPT_SELECTED' }
  | { type: 'ACCEPT_ALL' }
  | { type: 'RELOAD' }
  | { type: 'REOPEN' }
  | { type: 'CLOSE' }
  | { type: 'COOKIE_CORRUPTED' };

const NOTHING: Choice = { marketing: false, analytics: false };
const ALL: Choice = { marketing: true, analytics: true };

const consentJourneyMachine = setup({
  types: {} as { context: ConsentJourneyContext; events: ConsentJourneyEvent },
  actions: {
    store: assign(({ context }) => ({ stored: context.ticked })),
    storeAll: assign({ ticked: ALL, stored: ALL }),
  },
}).createMachine({
  id: 'consentJourney',
  initial: 'banner',
  context: { ticked: NOTHING, stored: null },
  states: {
    banner: {
      description: 'First visit: the banner, necessary ticked and fixed, nothing optional ticked.',
      on: {
        TICK_ANALYTICS: {
          target: 'banner',
          actions: assign(({ context }) => ({ ticked: { ...context.ticked, analytics: !context.ticked.analytics } })),
        },
        ACCEPT_SELECTED: { target: 'decided', actions: 'store' },
      },
    },
    decided: {
      description: 'No banner; the cookie holds the stored choice.',
      on: {
        RELOAD: 'decided',
        REOPEN: 'reviewing',
        // A cookie the browser cannot decode counts as no choice: the banner asks again.
        COOKIE_CORRUPTED: { target: 'banner', actions: assign({ ticked: NOTHING, stored: null }) },
      },
    },
    reviewing: {
      description: "Reopened from the footer: the boxes show the stored choice, with 'Zatvori'.",
      on: {
        TICK_MARKETING: {
          target: 'reviewing',
          actions: assign(({ context }) => ({ ticked: { ...context.ticked, marketing: !context.ticked.marketing } })),
        },
        // Closed without a change: the stored choice stays, and is what the boxes show next time.
        CLOSE: { target: 'decided', actions: assign(({ context }) => ({ ticked: context.stored ?? NOTHING })) },
        ACCEPT_ALL: { target: 'decided', actions: 'storeAll' },
      },
    },
  },
});

export const consentJourneyModel: JourneyModel = { name: 'consent', machine: consentJourneyMachine, maxSteps: 12 };
