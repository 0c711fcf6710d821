import { Suspense, useState } from 'react';
import type { GalleryEvent } from '@machines/gallery/gallery.machine.js';
import { orderedMedia } from '../../../../lib/media-order.js';
import { GalleryView, type GalleryEntry } from './GalleryView.js';
import { lazyPart } from '../../../../app/lazy-part.js';

const GalleryLive = lazyPart('GalleryLive', () => import('./GalleryLive.js'));

/**
 * Main image with thumbnails; the zoom button (or a click on the image) opens the gallery modal. The first
 * paint shows the first image without XState; the live gallery (machines/gallery) then takes over with the
 * same markup. ProductView keys this component by product so another product starts at its first image.
 */
export function Gallery({
  media,
  ...rest
}: {
  media: readonly GalleryEntry[];
  name: string;
  apiKeyId: number;
  badge?: string | null;
}) {
  const images = orderedMedia(media);
  // A click before the live gallery has loaded is kept and replayed to its machine, so none is lost.
  const [early, setEarly] = useState<GalleryEvent[]>([]);
  const keep = (event: GalleryEvent) => setEarly((list) => [...list, event]);
  const fallback = (
    <GalleryView
      images={images}
      {...rest}
      index={0}
      onOpen={() => keep({ type: 'modal.open' })}
      onSelect={(index) => keep({ type: 'image.select', index })}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <GalleryLive images={images} {...rest} early={early} />
    </Suspense>
  );
}
