/**
 * The frame's parts as the edit mode changes them (docs/decisions/0254-frame-parts-drafts.md): pure functions over
 * the announcement, the top strip's partner brands and links (docs/decisions/0259-menu-images-and-the-top-strip.md),
 * the sponsor groups and their logos and the social links, handed to the session as one `frame.change` event so the
 * machine stays small.
 */
import { frameKey, type SocialNetwork } from '@shared/cms-frame.js';

export interface FrameLink {
  type: 'category' | 'product' | 'page' | 'post' | 'event' | 'tag' | 'external' | 'named';
  slug?: string;
  url?: string;
  name?: string;
  newTab?: boolean;
}

/** The library image a logo shows (the contract's Media; only what the editor needs is named). */
export interface FrameImage {
  id: number;
  title: string;
  description?: string | null;
  mime: string;
  extension: string;
  width: number;
  height: number;
  url: string;
}

export interface FrameLogo {
  key: string;
  /** The logo's alt text: what a screen reader says for it. */
  title: string;
  media: FrameImage;
  link: FrameLink | null;
}

export interface FrameGroup {
  key: string;
  title: string;
  items: FrameLogo[];
}

export interface FrameSocial {
  network: SocialNetwork;
  title?: string;
  url: string;
}

/** A link of the top strip (membership, contact, help). */
export interface FrameTopLink {
  title: string;
  link: FrameLink | null;
}

export interface FrameParts {
  announcement: { text: string; link: FrameLink | null } | null;
  /** The top strip's partner-brand logos, each with its link. */
  partnerBrands: FrameLogo[];
  topLinks: FrameTopLink[];
  sponsorGroups: FrameGroup[];
  socialLinks: FrameSocial[];
}

/** Moves the element at `index` one place up (-1) or down (1); at an edge nothing moves. */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

const withGroup = (frame: FrameParts, key: string, change: (group: FrameGroup) => FrameGroup): FrameParts => ({
  ...frame,
  sponsorGroups: frame.sponsorGroups.map((g) => (g.key === key ? change(g) : g)),
});

export function addGroup(frame: FrameParts, title: string): FrameParts {
  const key = frameKey(
    title,
    frame.sponsorGroups.map((g) => g.key),
  );
  return { ...frame, sponsorGroups: [...frame.sponsorGroups, { key, title, items: [] }] };
}

export const renameGroup = (frame: FrameParts, key: string, title: string) =>
  withGroup(frame, key, (g) => ({ ...g, title }));

export const removeGroup = (frame: FrameParts, key: string): FrameParts => ({
  ...frame,
  sponsorGroups: frame.sponsorGroups.filter((g) => g.key !== key),
});

export const moveGroup = (frame: FrameParts, key: string, delta: -1 | 1): FrameParts => ({
  ...frame,
  sponsorGroups: moved(
    frame.sponsorGroups,
    frame.sponsorGroups.findIndex((g) => g.key === key),
    delta,
  ),
});

/** A new logo among `logos`: its key from its name, its alt text the image's description to start from. */
const newLogo = (logos: readonly FrameLogo[], image: FrameImage, title?: string): FrameLogo => ({
  key: frameKey(
    title || image.description || image.title,
    logos.map((i) => i.key),
  ),
  title: title ?? image.description ?? '',
  media: image,
  link: null,
});

/** A logo added at the end of its group, its alt text the image's description to start from. */
export function addLogo(frame: FrameParts, groupKey: string, image: FrameImage, title?: string): FrameParts {
  return withGroup(frame, groupKey, (g) => ({ ...g, items: [...g.items, newLogo(g.items, image, title)] }));
}

export const updateLogo = (frame: FrameParts, groupKey: string, key: string, change: Partial<Omit<FrameLogo, 'key'>>) =>
  withGroup(frame, groupKey, (g) => ({ ...g, items: g.items.map((i) => (i.key === key ? { ...i, ...change } : i)) }));

export const removeLogo = (frame: FrameParts, groupKey: string, key: string) =>
  withGroup(frame, groupKey, (g) => ({ ...g, items: g.items.filter((i) => i.key !== key) }));

export const moveLogo = (frame: FrameParts, groupKey: string, key: string, delta: -1 | 1) =>
  withGroup(frame, groupKey, (g) => ({
    ...g,
    items: moved(
      g.items,
      g.items.findIndex((i) => i.key === key),
      delta,
    ),
  }));

export const addSocial = (frame: FrameParts, social: FrameSocial): FrameParts => ({
  ...frame,
  socialLinks: [...frame.socialLinks, social],
});

export const updateSocial = (frame: FrameParts, index: number, change: Partial<FrameSocial>): FrameParts => ({
  ...frame,
  socialLinks: frame.socialLinks.map((s, n) => (n === index ? { ...s, ...change } : s)),
});

export const removeSocial = (frame: FrameParts, index: number): FrameParts => ({
  ...frame,
  socialLinks: frame.socialLinks.filter((_, n) => n !== index),
});

export const moveSocial = (frame: FrameParts, index: number, delta: -1 | 1): FrameParts => ({
  ...frame,
  socialLinks: moved(frame.socialLinks, index, delta),
});

export const setAnnouncement = (frame: FrameParts, text: string, link: FrameLink | null): FrameParts => ({
  ...frame,
  announcement: text || link ? { text, link } : null,
});

/** A partner brand added at the end of the strip's logos; its link is chosen next (a brand needs one). */
export const addBrand = (frame: FrameParts, image: FrameImage): FrameParts => ({
  ...frame,
  partnerBrands: [...frame.partnerBrands, newLogo(frame.partnerBrands, image)],
});

export const updateBrand = (frame: FrameParts, key: string, change: Partial<Omit<FrameLogo, 'key'>>): FrameParts => ({
  ...frame,
  partnerBrands: frame.partnerBrands.map((b) => (b.key === key ? { ...b, ...change } : b)),
});

export const removeBrand = (frame: FrameParts, key: string): FrameParts => ({
  ...frame,
  partnerBrands: frame.partnerBrands.filter((b) => b.key !== key),
});

export const moveBrand = (frame: FrameParts, key: string, delta: -1 | 1): FrameParts => ({
  ...frame,
  partnerBrands: moved(
    frame.partnerBrands,
    frame.partnerBrands.findIndex((b) => b.key === key),
    delta,
  ),
});

/** A top link added at the end of the strip, or (with `index`) one changed in its place. */
export const setTopLink = (frame: FrameParts, link: FrameTopLink, index?: number): FrameParts => ({
  ...frame,
  topLinks: index === undefined ? [...frame.topLinks, link] : frame.topLinks.map((l, n) => (n === index ? link : l)),
});

export const removeTopLink = (frame: FrameParts, index: number): FrameParts => ({
  ...frame,
  topLinks: frame.topLinks.filter((_, n) => n !== index),
});

export const moveTopLink = (frame: FrameParts, index: number, delta: -1 | 1): FrameParts => ({
  ...frame,
  topLinks: moved(frame.topLinks, index, delta),
});
