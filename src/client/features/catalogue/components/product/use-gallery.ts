import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { galleryMachine, type GalleryEvent } from '@machines/gallery/gallery.machine.js';
import { lockBodyScroll, unlockBodyScroll } from '../../../../lib/scroll-lock.js';

/** The machine with its browser effect: the page does not scroll under the open modal. */
const browserGallery = galleryMachine.provide({
  actions: {
    lockBodyScroll,
    unlockBodyScroll,
  },
});

/**
 * The product gallery driven by machines/gallery; the caller keys it by product so a new product starts afresh.
 * `early` holds the clicks made on the first-paint markup before this code loaded; they are replayed once.
 */
export function useGallery(count: number, early: readonly GalleryEvent[] = []) {
  const actor = useActorRef(browserGallery, { input: { count } });
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    for (const event of early) actor.send(event);
  }, [actor, early]);
  const index = useSelector(actor, (s) => s.context.index);
  const isOpen = useSelector(actor, (s) => s.matches('modal'));
  // A stopped actor runs no exit action: leaving the page with the modal open must not keep the scroll locked.
  useEffect(() => unlockBodyScroll, []);
  return {
    index,
    isOpen,
    select: (i: number) => actor.send({ type: 'image.select', index: i }),
    open: () => actor.send({ type: 'modal.open' }),
    close: () => actor.send({ type: 'modal.close' }),
    next: () => actor.send({ type: 'image.next' }),
    previous: () => actor.send({ type: 'image.previous' }),
  };
}

export type GalleryControls = ReturnType<typeof useGallery>;
