import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import { checksRefusal, draftEditingOn, draftSessionStates } from '../draft-session/draft-session.js';
import {
  canRedo,
  canUndo,
  EDIT_HISTORY_LIMIT,
  type EditHistory,
  emptyHistory,
  recordChange,
  redo,
  undo,
} from '../edit-history/edit-history.js';
import type { NavImage, NavItem } from './nav-tree.js';

export interface NavProblem {
  level: 'error' | 'warning';
  kind: string;
  itemId: string;
  message: string;
}

/** A menu as the server answers it in the edit mode: its draft (or published) items, revision and checks. */
export interface EditNav {
  handle: string;
  title: string;
  state: 'draft' | 'published';
  revision: number;
  items: NavItem[];
  /** The library images the items name by `mediaId`. */
  images: NavImage[];
  problems: NavProblem[];
}

export interface NavVersion {
  id: number;
  publishedAt: string;
  publishedBy: string | null;
  items: number;
  live: boolean;
}

export interface NavEditContext {
  navigations: EditNav[];
  /** The menu being edited. */
  handle: string;
  /** Its items as the editor has them now (saved or not). */
  items: NavItem[];
  /** The images the editor can draw: the menus' and those picked since (docs/decisions/0259-menu-images-and-the-top-strip.md). */
  images: NavImage[];
  dirty: boolean;
  publishAfterSave: boolean;
  /** The checks that stopped the last publication. */
  problems: NavProblem[];
  versions: NavVersion[];
  failure: Failure | null;
  notice: 'saved' | 'published' | 'restored' | 'discarded' | 'undone' | 'redone' | null;
  /** The changes to this menu to undo and redo (docs/decisions/0256-edit-undo-history.md). */
  history: EditHistory<NavItem[]>;
  historyLimit: number;
}

export type NavEditEvent =
  | { type: 'menu.select'; handle: string }
  /** Any change to the items (added, renamed, linked, moved, removed, an image given or taken): the new tree, with
   * the image just picked in the media library so the editor can draw it before it is saved. */
  | { type: 'items.change'; items: NavItem[]; image?: NavImage }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'discard' }
  | { type: 'history.open' }
  | { type: 'history.restore'; id: number }
  | { type: 'close' }
  | { type: 'reload' }
  | { type: 'retry' };

type Write = { handle: string; revision: number };

const noNav = (): EditNav => {
  throw new Error('navEditMachine: provide the navigation actors');
};

const current = (context: NavEditContext) => context.navigations.find((n) => n.handle === context.handle);
const revisionOf = (context: NavEditContext) => current(context)?.revision ?? 0;
const replaced = (navigations: EditNav[], nav: EditNav) => navigations.map((n) => (n.handle === nav.handle ? nav : n));
/** The images known so far with the new ones (by id, the newer copy kept). */
const withImages = (known: readonly NavImage[], more: readonly NavImage[]) => [
  ...known.filter((k) => !more.some((m) => m.id === k.id)),
  ...more,
];

const session = {
  id: 'navEdit',
  write: (context: NavEditContext): Write => ({ handle: context.handle, revision: revisionOf(context) }),
  draft: (context: NavEditContext) => ({ items: context.items }),
  publish: {
    src: 'publishNav' as const,
    description: 'The server checks the draft and publishes it: guests see the menu at once.',
  },
  checks: checksRefusal('editing', 'The checks found problems: they are listed at their items.'),
  historyInput: (context: NavEditContext) => context.handle,
  forgetHistory: ['forgetHistory'] as const,
  words: {
    thing: 'the menu',
    changes: 'the items',
    saved: "the menu reads 'Nacrt'",
    publishedWord: "the menu reads 'Objavljeno'",
    discarded: 'The menu as guests see it; nothing of the dropped draft to undo.',
  },
  types: {} as { output: EditNav; version: NavVersion },
};
const editingOn = draftEditingOn(
  session,
  "'Učitaj ponovno' (after another editor's write, CMS_NAVIGATION_STALE): the menus as stored now.",
);

/**
 * Editing the site frame's menus in the edit mode (docs/decisions/0234-navigation-drafts.md): the header's menu and
 * the footer's groups load; the editor picks one, changes its items, saves them as the draft and publishes after the
 * server's checks; each change to the menu can be undone and redone (docs/decisions/0256-edit-undo-history.md). Every write names the revision read: when another editor wrote meanwhile the server refuses
 * (CMS_NAVIGATION_STALE), nothing is overwritten, and the editor loads the menus again. The history lists the publications and brings one back as the draft.
 */
export const navEditMachine = setup({
  types: {} as { context: NavEditContext; events: NavEditEvent; input: { handle?: string; historyLimit?: number } },
  actors: {
    loadNavigations: fromPromise<EditNav[], void>(async () => []),
    saveDraft: fromPromise<EditNav, Write & { items: NavItem[] }>(async () => noNav()),
    publishNav: fromPromise<EditNav, Write>(async () => noNav()),
    discardDraft: fromPromise<EditNav, Write>(async () => noNav()),
    loadHistory: fromPromise<NavVersion[], string>(async () => []),
    restoreVersion: fromPromise<EditNav, Write & { id: number }>(async () => noNav()),
  },
  actions: {
    keepNavigations: assign(({ context }, params: { navigations: EditNav[] }) => {
      const handle = params.navigations.some((n) => n.handle === context.handle)
        ? context.handle
        : (params.navigations[0]?.handle ?? context.handle);
      return {
        navigations: params.navigations,
        handle,
        items: params.navigations.find((n) => n.handle === handle)?.items ?? [],
        images: withImages(
          context.images,
          params.navigations.flatMap((n) => n.images),
        ),
        dirty: false,
        failure: null,
        problems: [],
        history: emptyHistory<NavItem[]>(),
      };
    }),
    keep: assign(({ context }, params: { output: EditNav; notice: NavEditContext['notice'] }) => ({
      navigations: replaced(context.navigations, params.output),
      items: params.output.items,
      images: withImages(context.images, params.output.images),
      dirty: false,
      failure: null,
      problems: [],
      notice: params.notice,
    })),
    selectMenu: assign(({ context }, params: { handle: string }) => ({
      handle: params.handle,
      // Undo works on the menu in front of the editor: another menu starts with nothing to take back.
      history: emptyHistory<NavItem[]>(),
      items: context.navigations.find((n) => n.handle === params.handle)?.items ?? [],
      problems: [],
      failure: null,
      notice: null,
    })),
    change: assign(({ context }, params: { items: NavItem[]; image?: NavImage }) => ({
      items: params.items,
      images: params.image ? withImages(context.images, [params.image]) : context.images,
      history: recordChange(context.history, context.items, context.historyLimit),
      dirty: true,
      notice: null,
      failure: null,
    })),
    // The copy undone or redone is unsaved unless it is the very list the server last answered.
    undo: assign(({ context }) => {
      const back = undo(context.history, context.items);
      if (!back) return {};
      return {
        items: back.value,
        history: back.history,
        dirty: back.value !== current(context)?.items,
        notice: 'undone',
      };
    }),
    redo: assign(({ context }) => {
      const again = redo(context.history, context.items);
      if (!again) return {};
      return {
        items: again.value,
        history: again.history,
        dirty: again.value !== current(context)?.items,
        notice: 'redone',
      };
    }),
    /** The copies kept were of a draft that is gone (discarded or restored over). */
    forgetHistory: assign({ history: () => emptyHistory<NavItem[]>() }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    keepProblems: assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      return { failure: null, problems: (failure.payload as { problems?: NavProblem[] } | undefined)?.problems ?? [] };
    }),
    thenPublish: assign({ publishAfterSave: true }),
    notThenPublish: assign({ publishAfterSave: false }),
    keepVersions: assign((_, params: { versions: NavVersion[] }) => ({ versions: params.versions })),
    /** Tells the storefront's header and footer to load again (the client drops its cached menus). */
    published: () => {},
  },
  guards: {
    dirty: ({ context }) => context.dirty,
    clean: ({ context }) => !context.dirty,
    canUndo: ({ context }) => canUndo(context.history),
    canRedo: ({ context }) => canRedo(context.history),
    hasDraft: ({ context }) => context.dirty || current(context)?.state === 'draft',
    publishNext: ({ context }) => context.publishAfterSave,
    checksStopped: (_, params: { error: unknown }) => failureOf(params.error).code === 'CMS_PUBLISH_CHECKS',
  },
}).createMachine({
  id: 'navEdit',
  description: "Editing the header's menu and the footer's link groups: change, save a draft, publish.",
  initial: 'loading',
  context: ({ input }) => ({
    navigations: [],
    handle: input.handle ?? 'main',
    items: [],
    images: [],
    dirty: false,
    publishAfterSave: false,
    problems: [],
    versions: [],
    failure: null,
    notice: null,
    history: emptyHistory<NavItem[]>(),
    historyLimit: input.historyLimit ?? EDIT_HISTORY_LIMIT,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['loading', 'editing', 'saving', 'publishing', 'editing'],
    guards: {
      dirty: 'the editor changed the menu since the last save',
      clean: 'nothing unsaved in the menu',
      canUndo: 'a change to this menu can be taken back',
      canRedo: 'a change was taken back and nothing changed since',
      hasDraft: 'the menu has a draft (saved or not)',
      publishNext: 'the save was asked for by publish',
      checksStopped: 'the server refused with the checks (CMS_PUBLISH_CHECKS)',
    },
  },
  states: {
    loading: {
      description: "The header's and footer's menus load (drafts, else what shoppers see).",
      invoke: {
        id: 'loadNavigations',
        src: 'loadNavigations',
        onDone: {
          target: 'editing',
          description: 'The chosen menu is shown with its items.',
          actions: { type: 'keepNavigations', params: ({ event }) => ({ navigations: event.output }) },
        },
        onError: {
          target: 'failed',
          description: 'Not loaded (no permission, no connection).',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The menus could not load: the reason, and another try.',
      on: { retry: { target: 'loading', description: "'Pokušaj ponovo'." } },
    },
    editing: {
      description: 'A menu with its items: add, rename, link, move, remove; save, publish, discard, history.',
      on: {
        'menu.select': {
          guard: 'clean',
          description: 'Another menu chosen (only with nothing unsaved).',
          actions: { type: 'selectMenu', params: ({ event }) => event },
        },
        'items.change': {
          description: 'An item added, renamed, linked, moved or removed, or its image given or taken away.',
          actions: { type: 'change', params: ({ event }) => event },
        },
        undo: {
          guard: 'canUndo',
          description: "'Poništi': the items as they were before the last change.",
          actions: 'undo',
        },
        redo: { guard: 'canRedo', description: "'Ponovi': the change undone is made again.", actions: 'redo' },
        ...editingOn,
      },
    },
    ...draftSessionStates(session),
  },
});
