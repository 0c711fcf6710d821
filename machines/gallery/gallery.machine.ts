import { assign, setup } from 'xstate';

/**
 * The product gallery (docs/spec/shop.md 2, product page): a main image chosen from the thumbnails, and a full-screen
 * modal opened from it where arrows (buttons or keys) browse round the images and Escape closes. The modal
 * hands its position back, so the page shows the image last looked at. The client injects the actions
 * `lockBodyScroll` / `unlockBodyScroll`; focus handling stays in the view, which owns the DOM.
 */
export interface GalleryInput {
  /** Number of images of the product (its media ordered by position, then the default flag). */
  count: number;
}

export interface GalleryContext {
  /** Index of the image shown, on the page and in the modal alike; always within 0..count-1 (0 when empty). */
  index: number;
  count: number;
}

export type GalleryEvent =
  /** A thumbnail on the page. */
  | { type: 'image.select'; index: number }
  /** The arrow buttons and the ArrowRight / ArrowLeft keys of the modal. */
  | { type: 'image.next' }
  | { type: 'image.previous' }
  /** The zoom button or a click on the main image. */
  | { type: 'modal.open' }
  /** The close button or Escape. */
  | { type: 'modal.close' };

/** The index `step` places from `index`, wrapping round at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

export const galleryMachine = setup({
  types: {} as { context: GalleryContext; events: GalleryEvent; input: GalleryInput },
  actions: {
    lockBodyScroll: () => {},
    unlockBodyScroll: () => {},
  },
  guards: {
    hasImages: ({ context }) => context.count > 0,
    isImage: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
}).createMachine({
  id: 'gallery',
  description: 'Main product image with thumbnails and a full-screen modal for browsing the images.',
  initial: 'page',
  context: ({ input }) => ({ index: 0, count: Math.max(0, Math.floor(input.count)) }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['page', 'modal'],
    guards: {
      isImage: 'the thumbnail is one of the product’s images',
      hasImages: 'the product has at least one image',
    },
  },
  states: {
    page: {
      description: 'The chosen image is shown large on the product page; a thumbnail click shows another.',
      on: {
        'image.select': {
          guard: { type: 'isImage', params: ({ event }) => ({ index: event.index }) },
          description: 'A thumbnail is clicked: its image is shown large.',
          actions: assign({ index: ({ event }) => event.index }),
        },
        // A product without images has nothing to enlarge.
        'modal.open': {
          guard: 'hasImages',
          target: 'modal',
          description: 'The zoom button or the main image: the image opens full screen.',
        },
      },
    },
    modal: {
      description: 'The full-screen modal shows the same image; arrows browse round, the page does not scroll.',
      entry: 'lockBodyScroll',
      exit: 'unlockBodyScroll',
      on: {
        'image.next': {
          description: 'The right arrow (button or key): the next image, the first after the last.',
          actions: assign({ index: ({ context }) => wrapIndex(context.index, 1, context.count) }),
        },
        'image.previous': {
          description: 'The left arrow (button or key): the image before, the last before the first.',
          actions: assign({ index: ({ context }) => wrapIndex(context.index, -1, context.count) }),
        },
        'modal.close': {
          target: 'page',
          description: 'The cross or Escape: the page shows the image last looked at.',
        },
      },
    },
  },
});
