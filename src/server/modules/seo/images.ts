import { mediaDimensions, mediaSrcSet, mediaUrl, type MediaRef, type MediaSize } from '@shared/media.js';
import type { HeadImage, ImagePreload } from './html.js';

export interface SizedMedia extends MediaRef {
  width: number | null;
  height: number | null;
  description?: string | null;
}

/** og:image: a JPEG (every crawler reads it) of the Large preset, absolute, with its rendered box. */
export function ogImage(
  media: SizedMedia | null | undefined,
  origin: string,
  apiKeyId: number,
  alt: string,
): HeadImage | undefined {
  if (!media) return undefined;
  const box =
    media.width && media.height
      ? mediaDimensions({ width: media.width, height: media.height, focus: media.focus }, 'large')
      : { width: 1280, height: 720 };
  return {
    url: `${origin}${mediaUrl(media, 'large', 'jpg', apiKeyId)}`,
    width: box.width,
    height: box.height,
    alt: media.description || alt,
  };
}

/**
 * The preload of an LCP image: the very AVIF srcset and sizes the client renders (MediaImage on the product page,
 * Hero on the home page), so the browser fetches the same file it will paint.
 */
export function lcpPreload(
  media: SizedMedia | null | undefined,
  sizes: readonly MediaSize[],
  layoutSizes: string,
  apiKeyId: number,
  mediaQuery?: string,
): ImagePreload[] {
  if (!media) return [];
  const withBox = { ...media, width: media.width ?? undefined, height: media.height ?? undefined };
  const srcset = mediaSrcSet(withBox, sizes, 'avif', apiKeyId);
  return [{ srcset, sizes: layoutSizes, type: 'image/avif', ...(mediaQuery ? { media: mediaQuery } : {}) }];
}
