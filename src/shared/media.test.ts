import { describe, expect, it } from 'vitest';
import {
  MEDIA_PRESETS,
  focusToken,
  isMediaSize,
  mediaCrop,
  mediaDimensions,
  mediaSlug,
  mediaSrcSet,
  mediaUrl,
  parseMediaExtension,
  storedFocus,
} from './media.js';

const jersey = { id: 42, title: 'Dres domaći 2025/26 – Đurđa Šoić Žužić', extension: 'png' };

describe('media presets', () => {
  it('should hold the five sizes of the spec with their boxes', () => {
    expect(MEDIA_PRESETS).toEqual({
      thumbnail: { name: 'Thumbnail', width: 50, height: 50 },
      small: { name: 'Small', width: 320, height: 240 },
      medium: { name: 'Medium', width: 720, height: 576 },
      large: { name: 'Large', width: 1280, height: 720 },
      heroimage: { name: 'HeroImage', width: 1440, height: 550 },
    });
  });

  it('should accept the preset keys and original as sizes, and nothing else', () => {
    expect(['thumbnail', 'small', 'medium', 'large', 'heroimage', 'original'].every(isMediaSize)).toBe(true);
    expect(isMediaSize('Medium')).toBe(false);
    expect(isMediaSize('huge')).toBe(false);
    expect(isMediaSize('__proto__')).toBe(false);
  });

  it('should read jpeg as jpg and refuse formats it cannot encode', () => {
    expect(parseMediaExtension('jpeg')).toBe('jpg');
    expect(parseMediaExtension('WEBP')).toBe('webp');
    expect(parseMediaExtension('gif')).toBeUndefined();
    expect(parseMediaExtension('svg')).toBeUndefined();
  });
});

describe('mediaSlug', () => {
  it('should fold Croatian letters and turn everything else into single dashes', () => {
    expect(mediaSlug(jersey.title)).toBe('dres-domaci-2025-26-durda-soic-zuzic');
    expect(mediaSlug('  ŠAL „Zvijezda“ !!! ')).toBe('sal-zvijezda');
  });

  it('should never be empty, so the URL always has a file name', () => {
    expect(mediaSlug('')).toBe('image');
    expect(mediaSlug('?!…')).toBe('image');
  });

  it('should cap long titles at 80 characters without leaving a trailing dash', () => {
    const slug = mediaSlug(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('mediaUrl', () => {
  it('should build /media/{apiKeyId}/{id}/{size}/{slug}.{ext}', () => {
    expect(mediaUrl(jersey, 'small', 'webp', 7)).toBe('/media/7/42/small/dres-domaci-2025-26-durda-soic-zuzic.webp');
  });

  it('should default to the medium size, the original format and the demo apiKeyId 1', () => {
    expect(mediaUrl(jersey)).toBe('/media/1/42/medium/dres-domaci-2025-26-durda-soic-zuzic.png');
  });

  it('should fall back to jpg when the original format is not one the route encodes', () => {
    expect(mediaUrl({ id: 1, title: 'Logo', extension: 'heic' }, 'original')).toBe('/media/1/1/original/logo.jpg');
  });
});

describe('mediaDimensions', () => {
  it('should scale a large original down to fit inside the box, keeping its aspect ratio', () => {
    expect(mediaDimensions({ width: 2000, height: 2000 }, 'medium')).toEqual({ width: 576, height: 576 });
    expect(mediaDimensions({ width: 2000, height: 1000 }, 'small')).toEqual({ width: 320, height: 160 });
    expect(mediaDimensions({ width: 2880, height: 1100 }, 'heroimage')).toEqual({ width: 1440, height: 550 });
    expect(mediaDimensions({ width: 1200, height: 1600 }, 'thumbnail')).toEqual({ width: 38, height: 50 });
  });

  it('should never enlarge an original smaller than the box', () => {
    expect(mediaDimensions({ width: 300, height: 200 }, 'large')).toEqual({ width: 300, height: 200 });
  });

  it('should keep the original size for original', () => {
    expect(mediaDimensions({ width: 4000, height: 3000 }, 'original')).toEqual({ width: 4000, height: 3000 });
  });

  it('should never round a very thin image down to zero pixels', () => {
    expect(mediaDimensions({ width: 5000, height: 2 }, 'thumbnail')).toEqual({ width: 50, height: 1 });
  });
});

describe('mediaSrcSet', () => {
  it('should list each size with its rendered width', () => {
    const media = { ...jersey, width: 1600, height: 1200 };
    expect(mediaSrcSet(media, ['small', 'medium', 'large'], 'avif')).toBe(
      [
        '/media/1/42/small/dres-domaci-2025-26-durda-soic-zuzic.avif 320w',
        '/media/1/42/medium/dres-domaci-2025-26-durda-soic-zuzic.avif 720w',
        '/media/1/42/large/dres-domaci-2025-26-durda-soic-zuzic.avif 960w',
      ].join(', '),
    );
  });

  it('should drop a size that renders no wider than a previous one because small originals are not enlarged', () => {
    const media = { id: 3, title: 'Šal', extension: 'jpg', width: 600, height: 400 };
    expect(mediaSrcSet(media, ['small', 'medium', 'large'])).toBe(
      '/media/1/3/small/sal.jpg 320w, /media/1/3/medium/sal.jpg 600w',
    );
  });

  it('should use the box widths when the original size is unknown', () => {
    expect(mediaSrcSet({ id: 3, title: 'Šal', extension: 'jpg' }, ['thumbnail', 'small', 'original'], 'webp')).toBe(
      '/media/1/3/thumbnail/sal.webp 50w, /media/1/3/small/sal.webp 320w',
    );
  });
});

describe('crop focus (docs/decisions/0199-crop-focus.md)', () => {
  const wide = { width: 400, height: 200 };
  it('should cut the thumbnail and hero around the focus, clamped to the edges, and leave other presets whole', () => {
    expect(mediaCrop(wide, 'thumbnail', { x: 0.2, y: 0.5 })).toEqual({ left: 0, top: 0, width: 200, height: 200 });
    expect(mediaCrop(wide, 'thumbnail', { x: 0.5, y: 0.5 })).toEqual({ left: 100, top: 0, width: 200, height: 200 });
    expect(mediaCrop(wide, 'thumbnail', { x: 1, y: 0 })).toEqual({ left: 200, top: 0, width: 200, height: 200 });
    expect(mediaCrop({ width: 1000, height: 2000 }, 'heroimage', { x: 0.5, y: 0.1 })).toEqual({
      left: 0,
      top: 9,
      width: 1000,
      height: 382,
    });
    expect(mediaCrop(wide, 'small', { x: 0.2, y: 0.5 })).toBeNull();
    expect(mediaCrop(wide, 'thumbnail', null)).toBeNull();
  });

  it('should size a cut preset by its region, and name the focus in its address as hexadecimal', () => {
    expect(mediaDimensions({ ...wide, focus: { x: 0.2, y: 0.5 } }, 'thumbnail')).toEqual({ width: 50, height: 50 });
    expect(mediaDimensions(wide, 'thumbnail')).toEqual({ width: 50, height: 25 });
    expect(focusToken({ x: 0.25, y: 0.5 })).toBe('0fa1f4');
    expect(focusToken({ x: 1, y: 0 })).toBe('3e8000');
    const ref = { id: 7, title: 'Šal', extension: 'png', focus: { x: 0.25, y: 0.5 } };
    expect(mediaUrl(ref, 'thumbnail')).toBe('/media/1/7/thumbnail/sal.png/0fa1f4');
    expect(mediaUrl(ref, 'medium')).toBe('/media/1/7/medium/sal.png');
    expect(storedFocus(0.2500000037, 0.5)).toEqual({ x: 0.25, y: 0.5 });
    expect(storedFocus(null, 0.5)).toBeNull();
  });
});
