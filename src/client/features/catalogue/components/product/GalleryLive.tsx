import type { GalleryEvent } from '@machines/gallery/gallery.machine.js';
import GalleryModal from './GalleryModal.js';
import { GalleryView, type GalleryProps } from './GalleryView.js';
import { useGallery } from './use-gallery.js';

/** The interactive gallery over machines/gallery, loaded after first paint (docs/targets.md P1: no XState up front). */
export default function GalleryLive({ early, ...props }: GalleryProps & { early: readonly GalleryEvent[] }) {
  const gallery = useGallery(props.images.length, early);
  return (
    <GalleryView {...props} index={gallery.index} onOpen={gallery.open} onSelect={gallery.select}>
      {gallery.isOpen && (
        <GalleryModal images={props.images} gallery={gallery} name={props.name} apiKeyId={props.apiKeyId} />
      )}
    </GalleryView>
  );
}
