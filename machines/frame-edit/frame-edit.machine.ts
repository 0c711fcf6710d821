import { assign, fromPromise, setup } from 'xstate';
import { frameProblem } from '@shared/cms-frame.js';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { draftEditingOn, draftSessionStates } from '../draft-session/draft-session.js';
import type { FrameParts } from './frame-parts.js';

/** The frame's parts as the server answers them in the edit mode: the draft (or what shoppers see) and its revision. */
export interface EditFrame extends FrameParts {
  state: 'draft' | 'published';
  revision: number;
  draftUpdatedAt: string | null;
  draftBy: string | null;
}

/** One publication of the frame in its history (docs/decisions/0255-frame-history.md). */
export interface FrameVersion {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  announcement: string | null;
  sponsors: number;
  socialLinks: number;
  partnerBrands: number;
  topLinks: number;
  live: boolean;
}

export interface FrameEditContext {
  /** As the server last answered. */
  saved: EditFrame | null;
  /** As the editor has it now (saved or not). */
  frame: FrameParts;
  dirty: boolean;
  publishAfterSave: boolean;
  failure: Failure | null;
  notice: 'saved' | 'published' | 'discarded' | 'restored' | null;
  /** The frame's publications, newest first, while the history is open. */
  versions: FrameVersion[];
}

export type FrameEditEvent =
  /** Any change (announcement, a partner brand, a top link, a group, a logo, a social link): the parts as they are now. */
  | { type: 'frame.change'; frame: FrameParts }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'discard' }
  | { type: 'reload' }
  | { type: 'retry' }
  | { type: 'history.open' }
  | { type: 'history.restore'; id: number }
  | { type: 'close' };

type Write = { revision: number };

const noFrame = (): EditFrame => {
  throw new Error('frameEditMachine: provide the frame actors');
};
const partsOf = ({ announcement, partnerBrands, topLinks, sponsorGroups, socialLinks }: EditFrame): FrameParts => ({
  announcement,
  partnerBrands,
  topLinks,
  sponsorGroups,
  socialLinks,
});
const revisionOf = (context: FrameEditContext) => context.saved?.revision ?? 0;

const session = {
  id: 'frameEdit',
  write: (context: FrameEditContext): Write => ({ revision: revisionOf(context) }),
  draft: (context: FrameEditContext) => ({ frame: context.frame }),
  publish: { src: 'publishFrame' as const, description: 'The draft goes live: guests see it at once.' },
  words: {
    thing: 'the frame',
    changes: 'the parts',
    saved: "the frame reads 'Nacrt'",
    publishedWord: "the frame reads 'Objavljeno'",
    discarded: 'The frame as guests see it.',
  },
  types: {} as { output: EditFrame; version: FrameVersion },
};
const editingOn = draftEditingOn(
  session,
  "'Učitaj ponovno' (after another editor's write, CMS_FRAME_STALE): the frame as stored now.",
);
/** 'Spremi nacrt' or 'Objavi' with a rule broken: the reason is shown, nothing is sent. */
const refuseHere = (button: string) => ({
  guard: 'broken' as const,
  description: `${button} with a rule broken: the reason is shown, nothing is sent.`,
  actions: 'refuseHere' as const,
});

/**
 * Editing the header's top strip (announcement, partner brands, links: docs/decisions/0259-menu-images-and-the-top-strip.md)
 * and the footer's sponsor groups and social links in the edit mode (docs/decisions/0254-frame-parts-drafts.md): the parts load, the editor changes them, saves them as the frame's
 * draft and publishes it. The shared rules (a group's name, a logo's alt text, an https social address) are checked
 * before anything is sent, with the server's codes; every write names the revision read, and after another editor's
 * write (CMS_FRAME_STALE) the editor keeps the changes on screen and loads the frame again when asked. The history
 * lists the publications and brings an older one back as the draft (docs/decisions/0255-frame-history.md).
 */
export const frameEditMachine = setup({
  types: {} as { context: FrameEditContext; events: FrameEditEvent },
  actors: {
    loadFrame: fromPromise<EditFrame, void>(async () => noFrame()),
    saveDraft: fromPromise<EditFrame, Write & { frame: FrameParts }>(async () => noFrame()),
    publishFrame: fromPromise<EditFrame, Write>(async () => noFrame()),
    discardDraft: fromPromise<EditFrame, Write>(async () => noFrame()),
    loadHistory: fromPromise<FrameVersion[], void>(async () => []),
    restoreVersion: fromPromise<EditFrame, Write & { id: number }>(async () => noFrame()),
  },
  actions: {
    keep: assign((_, params: { output: EditFrame; notice: FrameEditContext['notice'] }) => ({
      saved: params.output,
      frame: partsOf(params.output),
      dirty: false,
      failure: null,
      notice: params.notice,
    })),
    change: assign((_, params: { frame: FrameParts }) => ({
      frame: params.frame,
      dirty: true,
      failure: null,
      notice: null,
    })),
    keepVersions: assign((_, params: { versions: FrameVersion[] }) => ({ versions: params.versions, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    /** The shared rules refused the parts here: the same code the server would answer, nothing sent. */
    refuseHere: assign(({ context }) => {
      const problem = frameProblem(context.frame);
      return { failure: problem ? { code: problem.code, status: 400, payload: { at: problem.at } } : null };
    }),
    thenPublish: assign({ publishAfterSave: true }),
    notThenPublish: assign({ publishAfterSave: false }),
    /** Tells the storefront's header and footer to load again (the client drops its cached elements). */
    published: () => {},
  },
  guards: {
    dirty: ({ context }) => context.dirty,
    broken: ({ context }) => frameProblem(context.frame) !== null,
    hasDraft: ({ context }) => context.dirty || context.saved?.state === 'draft',
    publishNext: ({ context }) => context.publishAfterSave,
  },
}).createMachine({
  id: 'frameEdit',
  description: "Editing the header's announcement and the footer's sponsors and social links: change, save, publish.",
  initial: 'loading',
  context: {
    saved: null,
    frame: { announcement: null, partnerBrands: [], topLinks: [], sponsorGroups: [], socialLinks: [] },
    dirty: false,
    publishAfterSave: false,
    failure: null,
    notice: null,
    versions: [],
  },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['loading', 'editing', 'saving', 'publishing', 'editing'],
    guards: {
      dirty: 'the editor changed the frame since the last save',
      broken:
        'a partner brand or top link has no name or no link, a group no name, a logo no alt text or a social address is not https',
      hasDraft: 'the frame has a draft (saved or not)',
      publishNext: 'the save was asked for by publish',
    },
  },
  states: {
    loading: {
      description: 'The announcement, sponsor groups and social links load (the draft, else what shoppers see).',
      invoke: {
        id: 'loadFrame',
        src: 'loadFrame',
        onDone: {
          target: 'editing',
          description: 'The parts are shown.',
          actions: { type: 'keep', params: ({ event }) => ({ output: event.output, notice: null }) },
        },
        onError: {
          target: 'failed',
          description: 'Not loaded (no permission, no connection).',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The frame could not load: the reason, and another try.',
      on: { retry: { target: 'loading', description: "'Pokušaj ponovo'." } },
    },
    editing: {
      description: 'The parts: add, rename, reorder and remove; save, publish, discard.',
      on: {
        'frame.change': {
          description: 'A part changed (a group, a logo, a social link, the announcement).',
          actions: { type: 'change', params: ({ event }) => event },
        },
        ...editingOn,
        save: [refuseHere("'Spremi nacrt'"), ...editingOn.save],
        publish: [refuseHere("'Objavi'"), ...editingOn.publish],
      },
    },
    ...draftSessionStates(session),
  },
});
