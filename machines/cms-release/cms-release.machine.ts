import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';
import type { components } from '@api/openapi.js';

export type Release = components['schemas']['CmsRelease'];
export type ReleaseInput = components['schemas']['CmsReleaseInput'];
export type ReleasePreview = components['schemas']['CmsReleasePreview'];
export type ReleaseOptions = components['schemas']['CmsReleaseOptions'];
export type ReleaseAction = 'cancel' | 'rollback';

export interface CmsReleaseContext {
  releases: Release[];
  /** The release a preview, a cancellation or a rollback is about. */
  chosen: number | null;
  action: ReleaseAction | null;
  preview: ReleasePreview | null;
  /** The scheduled release the form edits; null while it composes a new one. */
  editing: number | null;
  /** What the form can take, read when it opens: the popup now, the menus with a draft, the masters. */
  options: ReleaseOptions | null;
  /** What the form sent last (sent again on retry after a refusal is corrected by the editor). */
  draft: ReleaseInput | null;
  notice: 'scheduled' | 'updated' | 'cancelled' | 'rolledBack' | null;
  failure: Failure | null;
}

export type CmsReleaseEvent =
  | { type: 'form.open' }
  | { type: 'form.edit'; id: number }
  | { type: 'form.close' }
  | { type: 'form.submit'; input: ReleaseInput }
  | { type: 'preview'; id: number }
  | { type: 'preview.close' }
  | { type: 'act.ask'; id: number; action: ReleaseAction }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'reload' };

const NOTICE = { cancel: 'cancelled', rollback: 'rolledBack' } as const;

/** A refusal that no correction of the form can answer: the release went live or was cancelled meanwhile. */
const noLongerScheduled = (error: unknown) => failureOf(error).code === 'CMS_RELEASE_NOT_SCHEDULED';

/**
 * The timed releases' panel (docs/decisions/0251-cms-timed-releases.md, menus and masters
 * docs/decisions/0260-masters-and-menus-in-releases.md): the list, a new release composed and
 * scheduled, a scheduled one edited, a release previewed as of its moment, a scheduled one cancelled or a live one rolled back after a
 * confirmation. The client injects the API calls; the server decides what is allowed and the panel shows its
 * coded refusals.
 */
export const cmsReleaseMachine = setup({
  types: {} as { context: CmsReleaseContext; events: CmsReleaseEvent },
  actors: {
    loadReleases: fromPromise<Release[]>(async () => {
      throw new Error('cmsReleaseMachine: provide loadReleases');
    }),
    scheduleRelease: fromPromise<Release, ReleaseInput>(async () => {
      throw new Error('cmsReleaseMachine: provide scheduleRelease');
    }),
    updateRelease: fromPromise<Release, { id: number; input: ReleaseInput }>(async () => {
      throw new Error('cmsReleaseMachine: provide updateRelease');
    }),
    loadOptions: fromPromise<ReleaseOptions>(async () => {
      throw new Error('cmsReleaseMachine: provide loadOptions');
    }),
    previewRelease: fromPromise<ReleasePreview, number>(async () => {
      throw new Error('cmsReleaseMachine: provide previewRelease');
    }),
    actOnRelease: fromPromise<Release, { id: number; action: ReleaseAction }>(async () => {
      throw new Error('cmsReleaseMachine: provide actOnRelease');
    }),
  },
  actions: {
    keepReleases: assign((_, params: { releases: Release[] }) => ({ releases: params.releases })),
    keepDraft: assign((_, params: { input: ReleaseInput }) => ({ draft: params.input, failure: null, notice: null })),
    keepOptions: assign((_, params: { options: ReleaseOptions }) => ({ options: params.options })),
    keepPreview: assign((_, params: { preview: ReleasePreview }) => ({ preview: params.preview })),
    choose: assign((_, params: { id: number; action: ReleaseAction | null }) => ({
      chosen: params.id,
      action: params.action,
      failure: null,
      notice: null,
    })),
    edit: assign((_, params: { id: number }) => ({ editing: params.id, failure: null, notice: null })),
    scheduled: assign({ notice: 'scheduled', draft: null }),
    updated: assign({ notice: 'updated', draft: null, editing: null }),
    dropEdit: assign({ editing: null, draft: null }),
    acted: assign(({ context }) => ({ notice: context.action ? NOTICE[context.action] : null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    clear: assign({ chosen: null, action: null, preview: null, failure: null, editing: null }),
  },
  guards: {
    editing: ({ context }) => context.editing !== null,
    noLongerScheduled: (_, params: { error: unknown }) => noLongerScheduled(params.error),
  },
}).createMachine({
  id: 'cmsRelease',
  description:
    'Timed releases: list, schedule one, edit a scheduled one, preview it as of its moment, cancel or roll back after a question.',
  initial: 'loading',
  context: {
    releases: [],
    chosen: null,
    action: null,
    preview: null,
    editing: null,
    options: null,
    draft: null,
    notice: null,
    failure: null,
  },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['loading', 'idle', 'preparing', 'composing', 'scheduling', 'loading', 'idle'],
    guards: {
      editing: 'the form edits a scheduled release',
      noLongerScheduled: 'refused with CMS_RELEASE_NOT_SCHEDULED: it went live or was cancelled meanwhile',
    },
  },
  states: {
    loading: {
      description: 'The releases are asked for.',
      invoke: {
        id: 'loadReleases',
        src: 'loadReleases',
        onDone: {
          target: 'idle',
          description: 'The list is shown, latest moment first.',
          actions: { type: 'keepReleases', params: ({ event }) => ({ releases: event.output }) },
        },
        onError: {
          target: 'unavailable',
          description: 'Not reached or refused: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    unavailable: {
      description: 'The list could not be read; it may be asked for again.',
      on: { reload: { target: 'loading', description: "'Pokušaj ponovo': the list is asked for again." } },
    },
    idle: {
      description: 'The list with each release state and its actions.',
      on: {
        'form.open': {
          target: 'preparing',
          description: "'Novo izdanje': what the form can take is read first.",
          actions: 'clear',
        },
        'form.edit': {
          target: 'preparing',
          description: "A scheduled release's 'Uredi': what the form can take is read, then it opens filled in.",
          actions: ['clear', { type: 'edit', params: ({ event }) => event }],
        },
        preview: {
          target: 'previewing',
          description: "A release's 'Pregled': it is asked for as of its moment.",
          actions: { type: 'choose', params: ({ event }) => ({ id: event.id, action: null }) },
        },
        'act.ask': {
          target: 'confirming',
          description: "A release's 'Otkaži' or 'Vrati': the panel asks first.",
          actions: { type: 'choose', params: ({ event }) => event },
        },
        reload: { target: 'loading', description: "'Osvježi': the list is read again (a release may have gone live)." },
      },
    },
    preparing: {
      description:
        'What the form can take is asked for: the popup now (its draft, else its texts), menus with a draft, masters.',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'composing',
          description: 'The form opens; ticking the popup starts from its current texts.',
          actions: { type: 'keepOptions', params: ({ event }) => ({ options: event.output }) },
        },
        onError: {
          target: 'idle',
          description: 'Not reached or refused: the list shows why; the form stays closed.',
          actions: ['dropEdit', { type: 'keepFailure', params: ({ event }) => event }],
        },
      },
    },
    composing: {
      description:
        "The form: name, moment, the pages' and menus' drafts, masters' new content, the popup and products with their new prices.",
      on: {
        'form.submit': [
          {
            guard: 'editing',
            target: 'updating',
            description: "'Spremi izmjene': the edited release is sent once.",
            actions: { type: 'keepDraft', params: ({ event }) => event },
          },
          {
            target: 'scheduling',
            description: "'Zakaži': the release is sent once.",
            actions: { type: 'keepDraft', params: ({ event }) => event },
          },
        ],
        'form.close': { target: 'idle', description: "'Odustani': nothing is sent.", actions: 'clear' },
      },
    },
    scheduling: {
      description: 'Sent; the form waits.',
      invoke: {
        id: 'scheduleRelease',
        src: 'scheduleRelease',
        input: ({ context }) => context.draft!,
        onDone: { target: 'loading', description: 'Scheduled: the list is read again.', actions: 'scheduled' },
        onError: {
          target: 'composing',
          description:
            'Refused (a moment in the past, nothing in it, an unknown product): the form stays with the reason.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    updating: {
      description: 'The edit is sent; the form waits.',
      invoke: {
        id: 'updateRelease',
        src: 'updateRelease',
        input: ({ context }) => ({ id: context.editing!, input: context.draft! }),
        onDone: { target: 'loading', description: 'Saved: the list is read again.', actions: 'updated' },
        onError: [
          {
            guard: { type: 'noLongerScheduled', params: ({ event }) => event },
            target: 'loading',
            description: 'It went live or was cancelled meanwhile: the form closes, the list is read again with why.',
            actions: ['dropEdit', { type: 'keepFailure', params: ({ event }) => event }],
          },
          {
            target: 'composing',
            description: 'Refused (a moment in the past, a page without a draft): the form stays with the reason.',
            actions: { type: 'keepFailure', params: ({ event }) => event },
          },
        ],
      },
    },
    previewing: {
      description: 'The release as of its moment is asked for.',
      invoke: {
        id: 'previewRelease',
        src: 'previewRelease',
        input: ({ context }) => context.chosen!,
        onDone: {
          target: 'showingPreview',
          description: 'The page, popup and products as they will be.',
          actions: { type: 'keepPreview', params: ({ event }) => ({ preview: event.output }) },
        },
        onError: {
          target: 'idle',
          description: 'Not reached or refused: the reason is shown by the list.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    showingPreview: {
      description: 'The preview beside the list; shoppers still see what is live.',
      on: { 'preview.close': { target: 'idle', description: "'Zatvori pregled'.", actions: 'clear' } },
    },
    confirming: {
      description: 'The question: cancel the scheduled release, or roll the live one back.',
      on: {
        confirm: { target: 'acting', description: "'Da': it is sent once." },
        back: { target: 'idle', description: "'Ne': nothing changes.", actions: 'clear' },
      },
    },
    acting: {
      description: 'Sent; the buttons wait.',
      invoke: {
        id: 'actOnRelease',
        src: 'actOnRelease',
        input: ({ context }) => ({ id: context.chosen!, action: context.action! }),
        onDone: { target: 'loading', description: 'Done: the list is read again with the notice.', actions: 'acted' },
        onError: {
          target: 'idle',
          description: 'Refused (it went live meanwhile, no permission): the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
