import { useState } from 'react';
import { mediaDimensions, mediaSrcSet, mediaUrl, type MediaSize, type MediaRef } from '@shared/media.js';

export interface MediaLike extends MediaRef {
  width?: number;
  height?: number;
  description?: string | null;
}

interface Props {
  media: MediaLike | null | undefined;
  /** Presets offered in srcset, smallest first; the last one is the fallback `src`. */
  sizes: readonly MediaSize[];
  /** The `sizes` attribute: how wide the image is drawn. */
  layoutSizes: string;
  alt: string;
  apiKeyId?: number;
  className?: string;
  /** Above the fold (LCP): load eagerly with high priority. */
  priority?: boolean;
  /** Above the fold but not the LCP (a logo): load at once, at the browser's usual priority. */
  eager?: boolean;
}

/**
 * A media-library image as <picture> with AVIF and WebP sources and a JPEG/PNG fallback.
 * width/height come from the preset fit rule, so the browser reserves the box (no layout shift).
 * A failed load shows a neutral placeholder (spec section 8: image load failure).
 */
export function MediaImage({ media, sizes, layoutSizes, alt, apiKeyId = 1, className, priority, eager }: Props) {
  const [failed, setFailed] = useState(false);
  const largest = sizes[sizes.length - 1] ?? 'medium';
  if (!media || failed) return <span className={`media-fallback ${className ?? ''}`} role="img" aria-label={alt} />;
  const box =
    media.width && media.height
      ? mediaDimensions({ width: media.width, height: media.height, focus: media.focus }, largest)
      : undefined;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(media, sizes, 'avif', apiKeyId)} sizes={layoutSizes} />
      <source type="image/webp" srcSet={mediaSrcSet(media, sizes, 'webp', apiKeyId)} sizes={layoutSizes} />
      <img
        className={className}
        src={mediaUrl(media, largest, undefined, apiKeyId)}
        srcSet={mediaSrcSet(media, sizes, undefined, apiKeyId)}
        sizes={layoutSizes}
        width={box?.width}
        height={box?.height}
        // A box that covers (object-fit: cover) keeps the crop focus in view for the presets that are not cut
        // around it (docs/decisions/0199-crop-focus.md).
        style={media.focus ? { objectPosition: `${media.focus.x * 100}% ${media.focus.y * 100}%` } : undefined}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
