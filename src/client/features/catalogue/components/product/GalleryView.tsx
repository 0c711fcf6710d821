import type { ReactNode } from 'react';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { CatIcon } from '../icons.js';

export type GalleryEntry = ProductDetail['media'][number];

export interface GalleryProps {
  /** The product's media, already ordered (lib/media-order.ts). */
  images: readonly GalleryEntry[];
  name: string;
  apiKeyId: number;
  badge?: string | null;
}

interface ViewProps extends GalleryProps {
  index: number;
  onOpen?: () => void;
  onSelect?: (index: number) => void;
  /** The modal, when open. */
  children?: ReactNode;
}

/** The gallery's markup: the same for the first paint (no handlers yet) and for the live gallery. */
export function GalleryView({ images, name, apiKeyId, badge, index, onOpen, onSelect, children }: ViewProps) {
  const current = images[index];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <button
          type="button"
          className="gallery__open"
          onClick={onOpen}
          aria-label={`Povećaj sliku: ${name}`}
          disabled={!current}
        >
          <MediaImage
            media={current?.media}
            sizes={['medium', 'large']}
            layoutSizes="(max-width: 1024px) 100vw, 50vw"
            alt={current?.media.description || name}
            apiKeyId={apiKeyId}
            priority={index === 0}
          />
          <span className="gallery__zoom" aria-hidden="true">
            <CatIcon name="zoom" />
          </span>
        </button>
        {badge && <span className="product-card__badge">{badge}</span>}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" role="list" aria-label="Slike proizvoda">
          {images.map((entry, i) => (
            <li key={entry.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === index}
                aria-label={`Slika ${i + 1} od ${images.length}`}
                onClick={() => onSelect?.(i)}
              >
                <MediaImage
                  media={entry.media}
                  sizes={['thumbnail', 'small']}
                  layoutSizes="80px"
                  alt=""
                  apiKeyId={apiKeyId}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
