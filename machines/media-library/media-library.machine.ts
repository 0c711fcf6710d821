import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import type { MediaSize } from '@shared/media.js';

/** Files one upload takes at once: the spec's back-office upload limit. */
export const MAX_FILES = 20;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export const TOO_MANY_FILES = `Odjednom se može poslati najviše ${MAX_FILES} datoteka.`;
export const ALT_REQUIRED = 'Upišite opis slike (alternativni tekst).';

/** A library image as the contract's Media has it (the fields the modal and the sections draw with). */
export interface LibraryImage {
  id: number;
  title: string;
  description?: string | null;
  mime: string;
  extension: string;
  width: number;
  height: number;
  url: string;
  focus?: { x: number; y: number } | null;
}

/** A chosen file waiting for its alt text and upload; `file` is the browser's File, handed to the upload as is. */
export interface PendingFile {
  key: string;
  name: string;
  file: unknown;
  alt: string;
  /** Why this file cannot go (not an image, too large), or a missing alt text. */
  error: string | null;
}
export interface ChosenFile {
  key: string;
  name: string;
  size: number;
  type: string;
  file: unknown;
}

/** One page of the library's search (docs/decisions/0258-media-library-delete-and-pages.md). */
export interface LibraryPage {
  images: LibraryImage[];
  total: number;
  /** Where the next page starts; null on the last one. */
  nextOffset: number | null;
}

export interface MediaLibraryInput {
  /** The image the section shows now, chosen when the modal opens. */
  current: LibraryImage | null;
  /** The preset the section draws it in (the hero: 'heroimage'). */
  size: MediaSize;
}
export interface MediaLibraryOutput {
  image: LibraryImage;
  size: MediaSize;
}

export interface MediaLibraryContext {
  query: string;
  images: LibraryImage[];
  /** Where the search's next page starts (null: all shown). */
  nextOffset: number | null;
  /** The image the editor asked to delete, awaiting 'Da, obriši'. */
  doomed: LibraryImage | null;
  /** The last image deleted (the modal says so). */
  deleted: LibraryImage | null;
  pending: PendingFile[];
  picked: LibraryImage | null;
  /** The picked image's alt text as the editor has it (saved with the image when changed). */
  alt: string;
  size: MediaSize;
  /** 'files' for too many files at once, 'alt' for a picked image without alt text. */
  problem: 'files' | 'alt' | null;
  failure: Failure | null;
  cancelled: boolean;
}

export type MediaLibraryEvent =
  | { type: 'query.change'; query: string }
  | { type: 'files.add'; files: ChosenFile[] }
  | { type: 'pending.alt'; key: string; alt: string }
  | { type: 'pending.remove'; key: string }
  | { type: 'upload' }
  | { type: 'image.pick'; image: LibraryImage }
  | { type: 'alt.change'; alt: string }
  | { type: 'size.choose'; size: MediaSize }
  | { type: 'use' }
  | { type: 'more' }
  | { type: 'image.delete'; image: LibraryImage }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'cancel' };

function fileProblem(file: ChosenFile): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).';
  if (file.size > MAX_FILE_BYTES) return 'Slika je prevelika: najviše 10 MB.';
  return null;
}
/** The waiting files that can go: those without a problem of their own (a missing alt text is typed in). */
const uploadable = (pending: readonly PendingFile[]) =>
  pending.filter((p) => p.error === null || p.error === ALT_REQUIRED);

/**
 * The edit mode's media library modal (docs/decisions/0247-cms-media-library.md): the library searched as the typing
 * pauses, up to 20 files uploaded at once (each an image with its alt text: more files are refused before anything is
 * sent), an image picked, its alt text required (changed ones saved with it) and the preset it is drawn in; 'Koristi'
 * ends the modal with the image. The library comes a page at a time ('Učitaj još'), and an image nothing shows can be
 * deleted after a confirmation (docs/decisions/0258-media-library-delete-and-pages.md).
 */
export const mediaLibraryMachine = setup({
  types: {} as {
    context: MediaLibraryContext;
    events: MediaLibraryEvent;
    input: MediaLibraryInput;
    output: MediaLibraryOutput | null;
  },
  actors: {
    searchImages: fromPromise<LibraryPage, { q: string; offset: number }>(async () => ({
      images: [],
      total: 0,
      nextOffset: null,
    })),
    deleteImage: fromPromise<void, { id: number }>(async () => {}),
    uploadFiles: fromPromise<LibraryImage[], { files: Array<{ name: string; file: unknown; alt: string }> }>(
      async () => [],
    ),
    describeImage: fromPromise<LibraryImage, { id: number; alt: string }>(async () => {
      throw new Error('not provided');
    }),
  },
  delays: { searchPause: 300 },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    keepImages: assign((_, params: { page: LibraryPage }) => ({
      images: params.page.images,
      nextOffset: params.page.nextOffset,
      failure: null,
    })),
    addPage: assign(({ context }, params: { page: LibraryPage }) => ({
      // An image uploaded meanwhile heads the list already and moved the pages on by one: a page never repeats one.
      images: [...context.images, ...params.page.images.filter((i) => !context.images.some((c) => c.id === i.id))],
      nextOffset: params.page.nextOffset,
      failure: null,
    })),
    markDoomed: assign((_, params: { image: LibraryImage }) => ({
      doomed: params.image,
      deleted: null,
      failure: null,
    })),
    spare: assign({ doomed: null }),
    dropDeleted: assign(({ context }) => {
      const gone = context.doomed!;
      return {
        images: context.images.filter((i) => i.id !== gone.id),
        // The pages after it moved up by one.
        nextOffset: context.nextOffset === null ? null : Math.max(0, context.nextOffset - 1),
        picked: context.picked?.id === gone.id ? null : context.picked,
        alt: context.picked?.id === gone.id ? '' : context.alt,
        doomed: null,
        deleted: gone,
        failure: null,
      };
    }),
    keepDeleteFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error), doomed: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    addFiles: assign(({ context }, params: { files: ChosenFile[] }) => ({
      pending: [
        ...context.pending,
        // A file chosen twice waits once.
        ...params.files
          .filter((f) => !context.pending.some((p) => p.key === f.key))
          .map((f) => ({ key: f.key, name: f.name, file: f.file, alt: '', error: fileProblem(f) })),
      ],
      problem: null,
    })),
    refuseFiles: assign({ problem: 'files' as const }),
    setPendingAlt: assign(({ context }, params: { key: string; alt: string }) => ({
      pending: context.pending.map((p) =>
        p.key === params.key ? { ...p, alt: params.alt, error: p.error === ALT_REQUIRED ? null : p.error } : p,
      ),
    })),
    removePending: assign(({ context }, params: { key: string }) => ({
      pending: context.pending.filter((p) => p.key !== params.key),
    })),
    markMissingAlts: assign(({ context }) => ({
      pending: context.pending.map((p) => (!p.error && !p.alt.trim() ? { ...p, error: ALT_REQUIRED } : p)),
    })),
    takeUploaded: assign(({ context }, params: { images: LibraryImage[] }) => ({
      images: [...params.images, ...context.images.filter((i) => !params.images.some((u) => u.id === i.id))],
      pending: context.pending.filter((p) => !uploadable([p]).length),
      // The first image uploaded is the one the editor came for.
      picked: params.images[0] ?? context.picked,
      alt: params.images[0]?.description ?? context.alt,
      failure: null,
      problem: null,
    })),
    pick: assign((_, params: { image: LibraryImage }) => ({
      picked: params.image,
      alt: params.image.description ?? '',
      problem: null,
      deleted: null,
    })),
    setAlt: assign((_, params: { alt: string }) => ({ alt: params.alt, problem: null })),
    setSize: assign((_, params: { size: MediaSize }) => ({ size: params.size })),
    markAltMissing: assign({ problem: 'alt' as const }),
    takeDescribed: assign((_, params: { image: LibraryImage }) => ({ picked: params.image, failure: null })),
    markCancelled: assign({ cancelled: true }),
  },
  guards: {
    tooMany: ({ context }, params: { files: ChosenFile[] }) =>
      uploadable(context.pending).length + params.files.length > MAX_FILES,
    allDescribed: ({ context }) =>
      uploadable(context.pending).length > 0 && uploadable(context.pending).every((p) => p.alt.trim() !== ''),
    nothingPicked: ({ context }) => context.picked === null,
    altMissing: ({ context }) => context.alt.trim() === '',
    altChanged: ({ context }) => context.alt.trim() !== (context.picked?.description ?? ''),
    morePages: ({ context }) => context.nextOffset !== null,
  },
}).createMachine({
  id: 'mediaLibrary',
  description:
    'The media library modal: search a page at a time, upload with alt texts, delete, pick an image, its alt text and preset.',
  context: ({ input }) => ({
    query: '',
    images: [],
    nextOffset: null,
    doomed: null,
    deleted: null,
    pending: [],
    picked: input.current,
    alt: input.current?.description ?? '',
    size: input.size,
    problem: null,
    failure: null,
    cancelled: false,
  }),
  initial: 'open',
  output: ({ context }) =>
    context.cancelled || !context.picked ? null : { image: context.picked, size: context.size },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['open', 'used'],
    guards: {
      tooMany: 'the files waiting and the new ones are more than 20',
      allDescribed: 'some files wait and every one that can go has its alt text',
      nothingPicked: 'no image is picked',
      altMissing: "the picked image's alt text is blank",
      altChanged: 'the alt text differs from the one the image has (it is saved first)',
      morePages: "the search finds more images than are shown ('Učitaj još')",
    },
  },
  states: {
    open: {
      description: 'The modal is open.',
      initial: 'searching',
      on: {
        cancel: {
          target: '#mediaLibrary.cancelled',
          description: "'Odustani' or Escape: the section keeps its image.",
          actions: 'markCancelled',
        },
      },
      states: {
        ready: {
          description: 'The library, the files waiting to go and the picked image with its alt text and preset.',
          on: {
            'query.change': {
              target: 'waiting',
              description: 'The search typed.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
            'files.add': [
              {
                guard: { type: 'tooMany', params: ({ event }) => event },
                description: 'More than 20 files: refused, nothing added.',
                actions: 'refuseFiles',
              },
              {
                description: 'Files chosen: each waits for its alt text (one that is no image says so).',
                actions: { type: 'addFiles', params: ({ event }) => event },
              },
            ],
            'pending.alt': {
              description: "A waiting file's alt text typed.",
              actions: { type: 'setPendingAlt', params: ({ event }) => event },
            },
            'pending.remove': {
              description: 'A waiting file dropped.',
              actions: { type: 'removePending', params: ({ event }) => event },
            },
            upload: [
              { guard: 'allDescribed', target: 'uploading', description: "'Pošalji': the files go, one by one." },
              { description: 'A file lacks its alt text: it says so.', actions: 'markMissingAlts' },
            ],
            'image.pick': {
              description: 'An image of the library picked.',
              actions: { type: 'pick', params: ({ event }) => event },
            },
            'alt.change': {
              description: "The picked image's alt text typed.",
              actions: { type: 'setAlt', params: ({ event }) => event },
            },
            'size.choose': {
              description: 'A preset chosen: the preview shows the image in it.',
              actions: { type: 'setSize', params: ({ event }) => event },
            },
            more: {
              guard: 'morePages',
              target: 'loadingMore',
              description: "'Učitaj još': the search's next page loads.",
            },
            'image.delete': {
              target: 'confirmingDelete',
              description: "'Obriši' on an image: the modal asks first.",
              actions: { type: 'markDoomed', params: ({ event }) => event },
            },
            use: [
              { guard: 'nothingPicked', description: 'No image picked: nothing happens.' },
              { guard: 'altMissing', description: 'No alt text: the image cannot be used.', actions: 'markAltMissing' },
              { guard: 'altChanged', target: 'describing', description: "'Koristi' with a new alt text: saved first." },
              { target: '#mediaLibrary.used', description: "'Koristi': the section shows the image." },
            ],
          },
        },
        waiting: {
          description: 'The editor is typing the search: it starts once the typing pauses.',
          on: {
            'query.change': {
              target: 'waiting',
              reenter: true,
              description: 'Another keystroke: the pause starts again.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
          },
          after: { searchPause: { target: 'searching', description: 'The typing paused: the search starts.' } },
        },
        searching: {
          description: 'The library images whose title, alt text or file name holds the search load.',
          invoke: {
            id: 'searchImages',
            src: 'searchImages',
            input: ({ context }) => ({ q: context.query.trim(), offset: 0 }),
            onDone: {
              target: 'ready',
              description: 'The first page listed.',
              actions: { type: 'keepImages', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'ready',
              description: 'Not loaded: the reason is shown.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
          on: {
            'query.change': {
              target: 'waiting',
              description: 'Typed while loading: that search is cancelled.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
          },
        },
        loadingMore: {
          description: "The search's next page loads, added below the images shown.",
          invoke: {
            id: 'loadMore',
            src: 'searchImages',
            input: ({ context }) => ({ q: context.query.trim(), offset: context.nextOffset ?? 0 }),
            onDone: {
              target: 'ready',
              description: 'The next page added.',
              actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'ready',
              description: 'Not loaded: the reason is shown, the images stay.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
          on: {
            'query.change': {
              target: 'waiting',
              description: 'A new search typed: the page is dropped, the search waits for the pause.',
              actions: { type: 'setQuery', params: ({ event }) => event },
            },
          },
        },
        confirmingDelete: {
          description: "'Obrisati sliku?': the image named, 'Da, obriši' or 'Ne'.",
          on: {
            'delete.confirm': { target: 'deleting', description: "'Da, obriši': the image is deleted." },
            'delete.cancel': { target: 'ready', description: "'Ne': the image stays.", actions: 'spare' },
          },
        },
        deleting: {
          description: 'The image is deleted, unless something shows it (the server refuses then).',
          invoke: {
            id: 'deleteImage',
            src: 'deleteImage',
            input: ({ context }) => ({ id: context.doomed!.id }),
            onDone: {
              target: 'ready',
              description: 'Deleted: it leaves the list (and the pick), the modal says so.',
              actions: 'dropDeleted',
            },
            onError: {
              target: 'ready',
              description: 'Refused (in use) or failed: the reason is shown, the image stays.',
              actions: { type: 'keepDeleteFailure', params: ({ event }) => event },
            },
          },
        },
        uploading: {
          description: 'The files go with their alt texts.',
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }) => ({
              files: uploadable(context.pending).map((p) => ({ name: p.name, file: p.file, alt: p.alt.trim() })),
            }),
            onDone: {
              target: 'ready',
              description: 'Uploaded: the images head the library, the first one picked.',
              actions: { type: 'takeUploaded', params: ({ event }) => ({ images: event.output }) },
            },
            onError: {
              target: 'ready',
              description: 'Refused or failed: the reason is shown, the files wait.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
        describing: {
          description: "The picked image's new alt text is saved.",
          invoke: {
            id: 'describeImage',
            src: 'describeImage',
            input: ({ context }) => ({ id: context.picked!.id, alt: context.alt.trim() }),
            onDone: {
              target: '#mediaLibrary.used',
              description: 'Saved: the section shows the image.',
              actions: { type: 'takeDescribed', params: ({ event }) => ({ image: event.output }) },
            },
            onError: {
              target: 'ready',
              description: 'Not saved: the reason is shown.',
              actions: { type: 'keepFailure', params: ({ event }) => event },
            },
          },
        },
      },
    },
    used: { type: 'final', description: 'The section shows the picked image.' },
    cancelled: { type: 'final', description: 'The modal closed: nothing changed.' },
  },
});
