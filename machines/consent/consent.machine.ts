import { assign, fromPromise, setup } from 'xstate';
import {
  allCategories,
  isOptionalCategory,
  necessaryOnly,
  parseAcceptedCookies,
  serialiseConsent,
  type ConsentChoice,
  type OptionalConsentCategory,
} from './consent.cookie.js';

export * from './consent.cookie.js';

/**
 * The cookie banner (docs/spec/site-frame.md 4 and 9, docs/decisions/0005-cookie-consent.md). The client injects:
 * - actor `loadChoice`: resolves with the raw `acceptedCookies` cookie value, or null when it is absent;
 * - action `persistChoice`: writes `params.acceptedCookies` to the `acceptedCookies` cookie;
 * and renders the banner while the snapshot matches 'banner'.
 */
export interface ConsentContext {
  /** The ticks shown in the banner's checkboxes; necessary is always ticked (and disabled). */
  selection: ConsentChoice;
  /** The choice in force: null until the visitor decides. Non-essential scripts load only when true here. */
  granted: ConsentChoice | null;
}

export type ConsentEvent =
  /** A checkbox of an optional category was clicked. */
  | { type: 'consent.toggle'; category: OptionalConsentCategory }
  /** 'Prihvaćam': store the ticked categories. */
  | { type: 'consent.acceptSelected' }
  /** 'Prihvati sve': the equally prominent accept-all button. */
  | { type: 'consent.acceptAll' }
  /** The footer link 'Postavke kolačića' reopens the banner with the stored choice. */
  | { type: 'consent.reopen' }
  /** Closing a reopened banner keeps the stored choice. */
  | { type: 'consent.cancel' };

export interface PersistChoiceParams {
  /** Exactly the cookie value to write, e.g. 'necessary,analytics'. */
  acceptedCookies: string;
  choice: ConsentChoice;
}

export const consentMachine = setup({
  types: {} as { context: ConsentContext; events: ConsentEvent },
  actors: {
    // Placeholder: a missing injection shows the banner (the error path) rather than granting anything.
    loadChoice: fromPromise<string | null>(async () => {
      throw new Error('consentMachine: provide the loadChoice actor');
    }),
  },
  actions: {
    persistChoice: (_, _params: PersistChoiceParams) => {},
  },
  guards: {
    // The payload comes from the view; 'necessary' (or anything else) can never be switched off.
    isOptionalCategory: (_, params: { category: unknown }) => isOptionalCategory(params.category),
    hasStoredChoice: (_, params: { stored: string | null }) => parseAcceptedCookies(params.stored) !== null,
  },
}).createMachine({
  id: 'consent',
  description: 'Cookie banner: necessary cookies always on, marketing and analytics only after an explicit choice.',
  initial: 'loading',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['loading', 'banner.undecided', 'decided'],
    guards: {
      hasStoredChoice: 'the acceptedCookies cookie holds a valid choice',
      isOptionalCategory: 'marketing or analytics (necessary cannot be switched off)',
    },
  },
  context: { selection: necessaryOnly, granted: null },
  states: {
    loading: {
      description: 'Reading the stored acceptedCookies cookie; no banner yet and nothing non-essential loads.',
      invoke: {
        id: 'loadChoice',
        src: 'loadChoice',
        onDone: [
          {
            guard: { type: 'hasStoredChoice', params: ({ event }) => ({ stored: event.output }) },
            target: 'decided',
            description: 'A returning visitor: the stored choice applies, no banner.',
            actions: assign(({ event }) => {
              const stored = parseAcceptedCookies(event.output) ?? necessaryOnly;
              return { selection: stored, granted: stored };
            }),
          },
          { target: 'banner', description: 'No stored choice: the banner asks.' },
        ],
        // An unreadable cookie counts as no decision: ask again.
        onError: { target: 'banner', description: 'An unreadable cookie counts as no choice.' },
      },
    },
    banner: {
      description: 'The banner is shown; necessary is ticked and fixed, marketing and analytics can be ticked.',
      initial: 'undecided',
      on: {
        'consent.toggle': {
          guard: { type: 'isOptionalCategory', params: ({ event }) => ({ category: event.category }) },
          description: 'A category is ticked or unticked.',
          actions: assign({
            selection: ({ context, event }) => ({
              ...context.selection,
              [event.category]: !context.selection[event.category],
            }),
          }),
        },
        'consent.acceptSelected': {
          target: 'decided',
          description: "'Prihvati odabrano': the ticked categories are stored.",
          actions: [
            assign({ granted: ({ context }) => context.selection }),
            {
              type: 'persistChoice',
              params: ({ context }) => ({
                acceptedCookies: serialiseConsent(context.selection),
                choice: context.selection,
              }),
            },
          ],
        },
        'consent.acceptAll': {
          target: 'decided',
          description: "'Prihvati sve': every category is stored.",
          actions: [
            assign({ selection: allCategories, granted: allCategories }),
            {
              type: 'persistChoice',
              params: { acceptedCookies: serialiseConsent(allCategories), choice: allCategories },
            },
          ],
        },
      },
      states: {
        undecided: {
          description: 'First visit (no acceptedCookies cookie): marketing and analytics start unticked.',
        },
        reviewing: {
          description:
            'Reopened from the footer link: the boxes show the stored choice, which stays in force until changed.',
          on: {
            'consent.cancel': {
              target: '#consent.decided',
              description: 'Closed without a change: the stored choice stays.',
              actions: assign({ selection: ({ context }) => context.granted ?? necessaryOnly }),
            },
          },
        },
      },
    },
    decided: {
      description: 'A choice is stored; the banner is hidden and only the granted categories may load.',
      on: {
        'consent.reopen': { target: 'banner.reviewing', description: 'The footer link opens the banner again.' },
      },
    },
  },
});
