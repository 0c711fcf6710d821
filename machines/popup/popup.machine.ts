import { fromPromise, setup } from 'xstate';

/**
 * The campaign popup (spec shop "Popup", docs/spec/site-frame.md 4; docs/decisions/0006-popup-dismissal-keyed-by-version.md). The spec's cookie `hidePopup` now holds
 * `id:version` of the dismissed popup, so a new campaign (another id or a new version) shows again.
 * The client injects:
 * - actor `loadDismissed`: resolves with the raw `hidePopup` cookie value, or null when absent;
 * - action `persistDismissal`: writes `params.hidePopup` to the `hidePopup` cookie.
 */
export interface PopupInput {
  /** CMS id of the popup element. */
  popupId: string | number;
  /** Content version (e.g. the element's revision or updated_at); bumping it shows the popup again. */
  version: string | number;
  /** The CMS switch `showPopup`. */
  showPopup: boolean;
  /**
   * The shopper landed on the page the popup's link advertises: the popup is not shown there (nor remembered as
   * dismissed), docs/decisions/0081-campaign-popup-not-on-its-own-page.md.
   */
  onAdvertisedPage?: boolean;
}

export interface PopupContext {
  /** The value stored on dismissal and compared on load: `id:version`. */
  dismissKey: string;
  showPopup: boolean;
  onAdvertisedPage: boolean;
}

export type PopupEvent =
  /** The 'U redu' button (or the close icon / Escape). */
  { type: 'popup.dismiss' };

export function popupDismissKey(popupId: string | number, version: string | number): string {
  return `${popupId}:${version}`;
}

/** Whether the stored cookie dismisses exactly this popup version (the spec's old bare flag does not). */
export function isDismissed(stored: string | null | undefined, dismissKey: string): boolean {
  return typeof stored === 'string' && stored.trim() === dismissKey;
}

export const popupMachine = setup({
  types: {} as { context: PopupContext; events: PopupEvent; input: PopupInput },
  actors: {
    loadDismissed: fromPromise<string | null>(async () => {
      throw new Error('popupMachine: provide the loadDismissed actor');
    }),
  },
  actions: {
    persistDismissal: (_, _params: { hidePopup: string }) => {},
  },
  guards: {
    switchedOff: ({ context }) => !context.showPopup,
    onAdvertisedPage: ({ context }) => context.onAdvertisedPage,
    dismissedBefore: ({ context }, params: { stored: string | null }) => isDismissed(params.stored, context.dismissKey),
  },
}).createMachine({
  id: 'popup',
  description: 'Campaign popup shown on load until its id and version are dismissed.',
  initial: 'deciding',
  context: ({ input }) => ({
    dismissKey: popupDismissKey(input.popupId, input.version),
    showPopup: input.showPopup,
    onAdvertisedPage: input.onAdvertisedPage ?? false,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['deciding', 'checking', 'shown', 'hidden'],
    guards: {
      switchedOff: 'the popup is switched off in the CMS',
      onAdvertisedPage: 'the visitor is on the page the popup advertises',
      dismissedBefore: 'this visitor closed this version of the popup before',
    },
  },
  states: {
    deciding: {
      description: 'Checks the CMS switch showPopup and the page (not on the page it advertises) before any cookie.',
      always: [
        { guard: 'switchedOff', target: 'hidden', description: 'No popup.' },
        { guard: 'onAdvertisedPage', target: 'hidden', description: 'No popup on the page it advertises.' },
        { target: 'checking', description: 'The popup is on: was it closed before?' },
      ],
    },
    checking: {
      description: 'Reading the hidePopup cookie to see whether this popup version was dismissed.',
      invoke: {
        id: 'loadDismissed',
        src: 'loadDismissed',
        onDone: [
          {
            guard: { type: 'dismissedBefore', params: ({ event }) => ({ stored: event.output }) },
            target: 'hidden',
            description: 'Not shown again.',
          },
          { target: 'shown', description: 'Never closed, or a new campaign: the popup opens.' },
        ],
        // An unreadable cookie cannot prove a dismissal: show the popup.
        onError: { target: 'shown', description: 'The cookie cannot be read: the popup opens.' },
      },
    },
    shown: {
      description: "The popup is open with title, subtitle and description; 'U redu', × or Escape closes it.",
      on: {
        'popup.dismiss': {
          target: 'hidden',
          description: "'U redu', × or Escape: the popup closes and stays closed for this version.",
          actions: { type: 'persistDismissal', params: ({ context }) => ({ hidePopup: context.dismissKey }) },
        },
      },
    },
    hidden: {
      type: 'final',
      description: 'No popup: switched off, on the advertised page, dismissed in this version before, or just now.',
    },
  },
});
