import { Suspense, lazy, useState } from 'react';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { orderedMedia } from '../../media-order.js';
import { CatIcon } from '../icons.js';

// The full-screen modal is not needed for the first paint (TARGETS P1).
const GalleryModal = lazy(() => import('./GalleryModal.js'));

type Entry = ProductDetail['media'][number];

/** Main image with thumbnails; the zoom button (or a click on the image) opens the gallery modal. */
export function Gallery({ media, name, apiKeyId, badge }: { media: readonly Entry[]; name: string; apiKeyId: number; badge?: string | null }) {
  const images = orderedMedia(media);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <button type="button" className="gallery__open" onClick={() => setOpen(true)} aria-label={`Povećaj sliku: ${name}`} disabled={!current}>
          <MediaImage media={current?.media} sizes={['medium', 'large']} layoutSizes="(max-width: 1024px) 100vw, 50vw"
            alt={current?.media.description || name} apiKeyId={apiKeyId} priority={index === 0} />
          <span className="gallery__zoom" aria-hidden="true"><CatIcon name="zoom" /></span>
        </button>
        {badge && <span className="product-card__badge">{badge}</span>}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" role="list" aria-label="Slike proizvoda">
          {images.map((entry, i) => (
            <li key={entry.id}>
              <button type="button" className="gallery__thumb" aria-current={i === index} aria-label={`Slika ${i + 1} od ${images.length}`}
                onClick={() => setIndex(i)}>
                <MediaImage media={entry.media} sizes={['thumbnail', 'small']} layoutSizes="80px" alt="" apiKeyId={apiKeyId} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <GalleryModal images={images} start={index} name={name} apiKeyId={apiKeyId} onClose={(i) => { setIndex(i); setOpen(false); }} />
        </Suspense>
      )}
    </div>
  );
}
