import { assign, setup } from 'xstate';

/** Who the preview draws the page for (docs/decisions/0249-cms-preview-as-a-persona.md). */
export type PreviewPersona = 'guest' | 'customer' | 'member';

export const PERSONA_TEXT: Readonly<Record<PreviewPersona, string>> = {
  guest: 'Gost',
  customer: 'Prijavljeni kupac',
  member: 'Član s iskaznicom',
};

export interface CmsPreviewContext {
  persona: PreviewPersona;
  /** The page at a phone's width, its sections' phone variants applied (docs/decisions/0250). */
  phone: boolean;
}

export type CmsPreviewEvent =
  | { type: 'open'; persona: PreviewPersona; phone: boolean }
  | { type: 'persona'; persona: PreviewPersona }
  | { type: 'phone'; phone: boolean }
  /** The draft was saved (or published, discarded, restored): the frame draws it again. */
  | { type: 'reload' }
  | { type: 'frame.loaded' }
  | { type: 'close' };

/** The address the preview frames: the page itself, as the persona, at a phone's width if asked. */
export function previewAddress(pathname: string, { persona, phone }: Pick<CmsPreviewContext, 'persona' | 'phone'>) {
  const query = new URLSearchParams({ cmsPreview: persona });
  if (phone) query.set('mobileView', 'true');
  return `${pathname}?${query}`;
}

/**
 * The edit mode's preview (docs/decisions/0249-cms-preview-as-a-persona.md, 0250-section-mobile-variants.md): the
 * page's saved draft in a frame, drawn as a guest, a signed-in customer or a member would see it, at the page's
 * width or a phone's. Each choice loads the frame again; the toolbar says so until it has drawn.
 */
export const cmsPreviewMachine = setup({
  types: {} as { context: CmsPreviewContext; events: CmsPreviewEvent },
  actions: {
    choose: assign((_, params: Partial<CmsPreviewContext>) => params),
  },
}).createMachine({
  id: 'cmsPreview',
  description: "The edit mode's preview of the saved draft as a persona, at the page's width or a phone's.",
  initial: 'closed',
  context: { persona: 'member', phone: false },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'open.loading', 'open.shown', 'closed'],
  },
  states: {
    closed: {
      description: 'The editor works on the page; no preview is drawn.',
      on: {
        open: {
          target: 'open',
          description: "'Pregled': the draft as the persona chosen, at the width chosen.",
          actions: { type: 'choose', params: ({ event }) => ({ persona: event.persona, phone: event.phone }) },
        },
      },
    },
    open: {
      description: 'The preview beside the editor: the page framed as the persona would see it.',
      initial: 'loading',
      on: {
        persona: {
          target: '.loading',
          description: 'Another persona: the frame draws the page for them.',
          actions: { type: 'choose', params: ({ event }) => ({ persona: event.persona }) },
        },
        phone: {
          target: '.loading',
          description: "The phone's width switched on or off.",
          actions: { type: 'choose', params: ({ event }) => ({ phone: event.phone }) },
        },
        reload: { target: '.loading', description: 'The draft changed on the server: the frame draws it again.' },
        close: { target: 'closed', description: "'Zatvori pregled'." },
      },
      states: {
        loading: {
          description: 'The frame loads the page (its status says so).',
          on: { 'frame.loaded': { target: 'shown', description: 'The page is drawn in the frame.' } },
        },
        shown: { description: 'The page as the persona sees it.' },
      },
    },
  },
});
