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
  /** The crop focus staff picked, if any (cropping presets are cut around it). */
  focus?: MediaFocus | null | undefined;
}

/** A point of the upright image, 0..1 from its left and its top. */
export interface MediaFocus {
  x: number;
  y: number;
}

/**
 * The presets cut to their box's shape around a crop focus, when the image has one
 * (docs/decisions/0199-crop-focus.md): the cart's and search's thumbnail and the hero. Without a focus they fit the
 * whole image like every preset, so an image nobody looked at (a logo, a CMS hero) is never cut.
 */
export const CROP_SIZES: readonly MediaSize[] = ['thumbnail', 'heroimage'];

/** Rounds a focus to the thousandths it is stored and addressed in. */
export function roundFocus(focus: MediaFocus): MediaFocus {
  const round = (v: number) => Math.min(1000, Math.max(0, Math.round(v * 1000))) / 1000;
  return { x: round(focus.x), y: round(focus.y) };
}

/** The focus of a stored row (both columns or neither), rounded as addressed. */
export function storedFocus(x: number | null | undefined, y: number | null | undefined): MediaFocus | null {
  return x === null || x === undefined || y === null || y === undefined ? null : roundFocus({ x, y });
}

/**
 * The focus in a cut preset's address and cache file, as the spec's hexadecimal cache-buster (the URL's optional
 * trailing segment): thousandths of x then of y, three hex digits each ('0fa1f4' = 0.25, 0.5). A new focus is a new
 * address.
 */
export function focusToken(focus: MediaFocus): string {
  const { x, y } = roundFocus(focus);
  const hex = (v: number) =>
    Math.round(v * 1000)
      .toString(16)
      .padStart(3, '0');
  return `${hex(x)}${hex(y)}`;
}

/** The region of the upright original a cropping preset is cut from: null when the preset fits the whole image. */
export function mediaCrop(
  original: MediaDimensions,
  size: MediaSize,
  focus: MediaFocus | null | undefined,
): { left: number; top: number; width: number; height: number } | null {
  if (!focus || !CROP_SIZES.includes(size) || size === 'original') return null;
  const box = MEDIA_PRESETS[size];
  // The largest region of the box's shape inside the original, centred on the focus as far as the edges allow.
  const width = Math.max(1, Math.min(original.width, Math.round((original.height * box.width) / box.height)));
  const height = Math.max(1, Math.min(original.height, Math.round((width * box.height) / box.width)));
  const { x, y } = roundFocus(focus);
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), max);
  return {
    left: clamp(Math.round(x * original.width - width / 2), original.width - width),
    top: clamp(Math.round(y * original.height - height / 2), original.height - height),
    width,
    height,
  };
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

/**
 * Rendered size of a preset for an original of the given size (the fit rule above); a cropping preset of an image
 * with a crop focus fits its cut region instead of the whole image.
 */
export function mediaDimensions(
  original: MediaDimensions & { focus?: MediaFocus | null | undefined },
  size: MediaSize,
): MediaDimensions {
  if (size === 'original') return { width: original.width, height: original.height };
  const crop = mediaCrop(original, size, original.focus);
  if (crop) return mediaDimensions({ width: crop.width, height: crop.height }, size);
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
  const url = `/media/${apiKeyId}/${media.id}/${size}/${mediaSlug(media.title)}.${ext ?? defaultExtension(media)}`;
  // A cut preset's address names its focus: a new focus is a new address, never a year-old copy of the old cut.
  return media.focus && CROP_SIZES.includes(size) ? `${url}/${focusToken(media.focus)}` : url;
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

function renderedWidth(
  media: Partial<MediaDimensions> & { focus?: MediaFocus | null | undefined },
  size: MediaSize,
): number | undefined {
  if (media.width && media.height)
    return mediaDimensions({ width: media.width, height: media.height, focus: media.focus }, size).width;
  return size === 'original' ? undefined : MEDIA_PRESETS[size].width;
}
