/**
 * Media presets and URLs shared by the API (width/height in media objects), the media route (what it renders)
 * and the shop (img src, srcset, width/height attributes). One table, so the three never disagree.
 *
 * URL shape (site-frame "links and media"): /media/{apiKeyId}/{id}/{size}/{title-slug}.{ext}
 *
 * Fit rule: a preset is a bounding box. The image is scaled down, keeping its aspect ratio, until it fits
 * inside the box ('inside'); it is never enlarged, so a small original keeps its own size. 'original'
 * always keeps the original's size. mediaDimensions() is the single source of these numbers: the media
 * route renders exactly these dimensions, so an <img width height> from the API never causes layout shift.
 */

export const MEDIA_SIZES = ['thumbnail', 'small', 'medium', 'large', 'heroimage', 'original'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export type MediaPresetSize = Exclude<MediaSize, 'original'>;

export interface MediaPreset {
  /** Name of the spec's media size option (Thumbnail, Small, ...). */
  name: string;
  width: number;
  height: number;
}

/** The spec's presets (site-frame: "Thumbnail 50x50, Small 320x240, Medium 720x576, Large 1280x720, HeroImage 1440x550"). */
export const MEDIA_PRESETS: Readonly<Record<MediaPresetSize, MediaPreset>> = {
  thumbnail: { name: 'Thumbnail', width: 50, height: 50 },
  small: { name: 'Small', width: 320, height: 240 },
  medium: { name: 'Medium', width: 720, height: 576 },
  large: { name: 'Large', width: 1280, height: 720 },
  heroimage: { name: 'HeroImage', width: 1440, height: 550 },
};

/** The spec's default image size is MediumSize. */
export const DEFAULT_MEDIA_SIZE: MediaSize = 'medium';

/** Formats the media route can encode, in the order a browser should try them (spec: avif, webp, jpeg, png). */
export const MEDIA_EXTENSIONS = ['avif', 'webp', 'jpg', 'png'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

export const MEDIA_MIME: Readonly<Record<MediaExtension, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export interface MediaRef {
  id: number;
  title: string;
  /** Extension of the stored original (jpg, png, webp, avif); the default output format. */
  extension: string;
}

export interface MediaDimensions {
  width: number;
  height: number;
}

export function isMediaSize(value: string): value is MediaSize {
  return (MEDIA_SIZES as readonly string[]).includes(value);
}

/** Accepts the URL's extension; 'jpeg' is read as 'jpg'. Returns undefined for anything else. */
export function parseMediaExtension(value: string): MediaExtension | undefined {
  const ext = value.toLowerCase() === 'jpeg' ? 'jpg' : value.toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(ext) ? (ext as MediaExtension) : undefined;
}

// Letters NFD does not decompose (đ, ß...) are folded by hand; č ć š ž lose their marks through NFD.
const FOLD: Record<string, string> = { đ: 'd', Đ: 'd', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l' };

// Keeps {slug}.{ext} under Fastify's default maxParamLength (100), or the router would answer 404.
const MAX_SLUG_LENGTH = 80;

/** Cosmetic file name of a media URL: "Dres domaći 2025/26" -> "dres-domaci-2025-26". Never empty. */
export function mediaSlug(title: string): string {
  const slug = title
    .replace(/[đĐßæøł]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'image';
}

/** Rendered size of a preset for an original of the given size (the fit rule above). */
export function mediaDimensions(original: MediaDimensions, size: MediaSize): MediaDimensions {
  if (size === 'original') return { width: original.width, height: original.height };
  const box = MEDIA_PRESETS[size];
  // Same arithmetic as sharp's 'inside' + withoutEnlargement: one shrink factor, never below 1.
  const shrink = Math.max(1, original.width / box.width, original.height / box.height);
  return {
    width: Math.max(1, Math.round(original.width / shrink)),
    height: Math.max(1, Math.round(original.height / shrink)),
  };
}

function defaultExtension(media: MediaRef): MediaExtension {
  return parseMediaExtension(media.extension) ?? 'jpg';
}

/** /media/{apiKeyId}/{id}/{size}/{slug}.{ext}; ext defaults to the original's format. */
export function mediaUrl(
  media: MediaRef,
  size: MediaSize = DEFAULT_MEDIA_SIZE,
  ext?: MediaExtension,
  apiKeyId = 1,
): string {
  return `/media/${apiKeyId}/${media.id}/${size}/${mediaSlug(media.title)}.${ext ?? defaultExtension(media)}`;
}

/**
 * srcset for responsive images: "url 320w, url 720w". The width descriptor is the rendered width when the
 * original's size is known (a small original is not enlarged, so two presets may render the same width:
 * only the first is kept), otherwise the preset's box width.
 */
export function mediaSrcSet(
  media: MediaRef & Partial<MediaDimensions>,
  sizes: readonly MediaSize[],
  ext?: MediaExtension,
  apiKeyId = 1,
): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const size of sizes) {
    const width = renderedWidth(media, size);
    if (width === undefined || seen.has(width)) continue;
    seen.add(width);
    entries.push(`${mediaUrl(media, size, ext, apiKeyId)} ${width}w`);
  }
  return entries.join(', ');
}

function renderedWidth(media: Partial<MediaDimensions>, size: MediaSize): number | undefined {
  if (media.width && media.height) return mediaDimensions({ width: media.width, height: media.height }, size).width;
  return size === 'original' ? undefined : MEDIA_PRESETS[size].width;
}
