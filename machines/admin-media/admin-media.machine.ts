import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** The spec's back-office upload limit: images of one product, its variants' included. */
export const MAX_IMAGES = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** A point of the image, 0..1 from its left and its top: the thumbnail and hero presets are cut around it. */
export interface FocusPoint {
  x: number;
  y: number;
}
export interface SavedImage {
  id: number;
  alt: string;
  variantId: number | null;
  thumbnail: string;
  /** The crop focus (docs/decisions/0199-crop-focus.md), null = none. */
  focus: FocusPoint | null;
}
/** A chosen file waiting for its alt text and upload; `file` is the browser's File, handed to the upload as is. */
export interface PendingImage {
  key: string;
  name: string;
  file: unknown;
  alt: string;
  variantId: number | null;
  error: string | null;
}
export interface ChosenFile {
  key: string;
  name: string;
  size: number;
  type: string;
  file: unknown;
}

export interface MediaContext {
  images: SavedImage[];
  pending: PendingImage[];
  /** 'files', or `alt-<id>` / `pending-<key>` for a missing alt text. */
  errors: Record<string, string>;
  failure: Failure | null;
}

export type MediaEvent =
  | { type: 'images.loaded'; images: SavedImage[] }
  | { type: 'files.add'; files: ChosenFile[] }
  | { type: 'pending.alt'; key: string; alt: string }
  | { type: 'pending.variant'; key: string; variantId: number | null }
  | { type: 'pending.remove'; key: string }
  | { type: 'upload' }
  | { type: 'image.alt'; id: number; alt: string }
  | { type: 'image.variant'; id: number; variantId: number | null }
  | { type: 'image.move'; id: number; by: -1 | 1 }
  | { type: 'image.focus'; id: number; focus: FocusPoint | null }
  | { type: 'image.remove'; id: number }
  | { type: 'save' };

const ALT_REQUIRED = 'Upišite opis slike (alternativni tekst).';

/** A chosen file's own problem, found before anything is sent. */
function fileProblem(file: ChosenFile): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Datoteka nije slika (JPEG, PNG, WebP ili AVIF).';
  if (file.size > MAX_IMAGE_BYTES) return 'Slika je prevelika: najviše 10 MB.';
  return null;
}

const missingAlts = (context: MediaContext) => ({
  ...Object.fromEntries(context.images.filter((i) => !i.alt.trim()).map((i) => [`alt-${i.id}`, ALT_REQUIRED])),
  ...Object.fromEntries(
    context.pending.filter((p) => !p.error && !p.alt.trim()).map((p) => [`pending-${p.key}`, ALT_REQUIRED]),
  ),
});

/**
 * A product's images (docs/decisions/0180-product-images.md): files dropped or chosen (at most 20 images a product,
 * images only, 10 MB each, refused before sending), each with its alt text and product or variant, uploaded one
 * after another; the saved images reordered, re-captioned, moved to a variant or removed, and saved together. The
 * client injects `uploadImage` (one pending file) and `saveImages` (the list), both answering the saved images.
 */
export const adminMediaMachine = setup({
  types: {} as { context: MediaContext; events: MediaEvent; input: { images: SavedImage[] } },
  actors: {
    uploadImage: fromPromise<SavedImage[], PendingImage>(async () => {
      throw new Error('adminMediaMachine: provide the uploadImage actor');
    }),
    saveImages: fromPromise<SavedImage[], SavedImage[]>(async () => {
      throw new Error('adminMediaMachine: provide the saveImages actor');
    }),
  },
  actions: {
    load: assign((_, params: { images: SavedImage[] }) => ({ images: params.images, errors: {}, failure: null })),
    addFiles: assign(({ context }, params: { files: ChosenFile[] }) => {
      const room = MAX_IMAGES - context.images.length - context.pending.length;
      // A file chosen twice (the same key) waits once.
      const fresh = params.files.filter((f) => !context.pending.some((p) => p.key === f.key));
      const taken = fresh.slice(0, Math.max(0, room));
      const pending = taken.map((f) => ({
        key: f.key,
        name: f.name,
        file: f.file,
        alt: '',
        variantId: null,
        error: fileProblem(f),
      }));
      const errors = { ...context.errors };
      if (fresh.length > taken.length)
        errors.files = `Najviše ${MAX_IMAGES} slika po proizvodu: dodano je ${taken.length}.`;
      else delete errors.files;
      return { pending: [...context.pending, ...pending], errors };
    }),
    setPendingAlt: assign(({ context }, params: { key: string; alt: string }) => ({
      pending: context.pending.map((p) => (p.key === params.key ? { ...p, alt: params.alt } : p)),
    })),
    setPendingVariant: assign(({ context }, params: { key: string; variantId: number | null }) => ({
      pending: context.pending.map((p) => (p.key === params.key ? { ...p, variantId: params.variantId } : p)),
    })),
    removePending: assign(({ context }, params: { key: string }) => ({
      pending: context.pending.filter((p) => p.key !== params.key),
    })),
    setAlt: assign(({ context }, params: { id: number; alt: string }) => ({
      images: context.images.map((i) => (i.id === params.id ? { ...i, alt: params.alt } : i)),
    })),
    setVariant: assign(({ context }, params: { id: number; variantId: number | null }) => ({
      images: context.images.map((i) => (i.id === params.id ? { ...i, variantId: params.variantId } : i)),
    })),
    setFocus: assign(({ context }, params: { id: number; focus: FocusPoint | null }) => {
      const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
      const focus = params.focus && { x: clamp(params.focus.x), y: clamp(params.focus.y) };
      return { images: context.images.map((i) => (i.id === params.id ? { ...i, focus } : i)) };
    }),
    move: assign(({ context }, params: { id: number; by: -1 | 1 }) => {
      const images = [...context.images];
      const at = images.findIndex((i) => i.id === params.id);
      const to = at + params.by;
      if (at < 0 || to < 0 || to >= images.length) return {};
      [images[at], images[to]] = [images[to]!, images[at]!];
      return { images };
    }),
    remove: assign(({ context }, params: { id: number }) => ({
      images: context.images.filter((i) => i.id !== params.id),
    })),
    showMissingAlts: assign(({ context }) => ({
      errors: { ...(context.errors.files ? { files: context.errors.files } : {}), ...missingAlts(context) },
    })),
    uploaded: assign(({ context }, params: { output: SavedImage[] }) => ({
      images: params.output,
      pending: context.pending.filter((p) => p.key !== firstToUpload(context)?.key),
      failure: null,
    })),
    uploadFailed: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const key = firstToUpload(context)?.key;
      return { failure, pending: context.pending.map((p) => (p.key === key ? { ...p, error: failure.code } : p)) };
    }),
    saved: assign((_, params: { output: SavedImage[] }) => ({ images: params.output, errors: {}, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
  guards: {
    altsGiven: ({ context }) => Object.keys(missingAlts(context)).length === 0,
    readyToUpload: ({ context }) =>
      Object.keys(missingAlts(context)).length === 0 && firstToUpload(context) !== undefined,
    somethingToUpload: ({ context }) => firstToUpload(context) !== undefined,
  },
}).createMachine({
  id: 'adminMedia',
  description: "A product's images: choose files with alt texts, upload one after another, reorder and save.",
  initial: 'idle',
  context: ({ input }) => ({ images: input.images, pending: [], errors: {}, failure: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'uploading', 'idle', 'saving', 'idle'],
    guards: {
      altsGiven: 'every image and every file to upload has its alt text',
      readyToUpload: 'a file waits and every alt text is given',
      somethingToUpload: 'a chosen file without a problem waits',
    },
  },
  states: {
    idle: {
      description: 'The images in order with their alt texts, and the chosen files waiting for theirs.',
      on: {
        'images.loaded': {
          description: 'The product was read again.',
          actions: { type: 'load', params: ({ event }) => event },
        },
        'files.add': {
          description: 'Files dropped or chosen (at most 20 images in all).',
          actions: { type: 'addFiles', params: ({ event }) => event },
        },
        'pending.alt': {
          description: "A chosen file's alt text is typed.",
          actions: { type: 'setPendingAlt', params: ({ event }) => event },
        },
        'pending.variant': {
          description: 'A chosen file is meant for a variant.',
          actions: { type: 'setPendingVariant', params: ({ event }) => event },
        },
        'pending.remove': {
          description: 'A chosen file is dropped.',
          actions: { type: 'removePending', params: ({ event }) => event },
        },
        'image.alt': {
          description: "An image's alt text is edited.",
          actions: { type: 'setAlt', params: ({ event }) => event },
        },
        'image.variant': {
          description: 'An image is moved to a variant or back.',
          actions: { type: 'setVariant', params: ({ event }) => event },
        },
        'image.focus': {
          description: 'A crop focus is picked on an image (a click or the arrow keys), or taken away.',
          actions: { type: 'setFocus', params: ({ event }) => event },
        },
        'image.move': {
          description: 'An image moves up or down.',
          actions: { type: 'move', params: ({ event }) => event },
        },
        'image.remove': {
          description: 'An image is taken out (saved with the list).',
          actions: { type: 'remove', params: ({ event }) => event },
        },
        upload: [
          { guard: 'readyToUpload', target: 'uploading', description: "'Učitaj slike' with every alt text given." },
          { description: 'An alt text is missing (its field says so), or no file waits.', actions: 'showMissingAlts' },
        ],
        save: [
          { guard: 'altsGiven', target: 'saving', description: "'Spremi slike' with every alt text given." },
          { description: 'An alt text is missing: its field says so.', actions: 'showMissingAlts' },
        ],
      },
    },
    uploading: {
      description: 'The next file without a problem goes up; the others wait their turn.',
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => firstToUpload(context) as PendingImage,
        onDone: {
          target: 'uploaded',
          description: 'Stored; the product answers its images.',
          actions: { type: 'uploaded', params: ({ event }) => event },
        },
        onError: {
          target: 'idle',
          description: 'Refused (not an image, too large, 20 already): the file shows why; the rest wait.',
          actions: { type: 'uploadFailed', params: ({ event }) => event },
        },
      },
    },
    uploaded: {
      description: 'One file is up: the next one goes, or all are done.',
      always: [
        { guard: 'somethingToUpload', target: 'uploading', description: 'Another file waits.' },
        { target: 'idle', description: 'Every file is up.' },
      ],
    },
    saving: {
      description: 'The order, alt texts, variants and crop focuses are saved together.',
      invoke: {
        id: 'saveImages',
        src: 'saveImages',
        input: ({ context }) => context.images,
        onDone: { target: 'idle', description: 'Saved.', actions: { type: 'saved', params: ({ event }) => event } },
        onError: {
          target: 'idle',
          description: 'Not saved: the reason shows.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});

/** The chosen file uploaded next: the first without a problem. */
export function firstToUpload(context: MediaContext): PendingImage | undefined {
  return context.pending.find((p) => p.error === null);
}
