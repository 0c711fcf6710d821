import type { ErrorCode } from './errors/codes.js';

/**
 * The site frame's parts the edit mode changes beside the menus (docs/decisions/0254-frame-parts-drafts.md): the
 * header's announcement, the footer's sponsor groups and social links. One rule, used by the editor before it sends
 * and by the server before it stores, so both refuse the same input with the same code.
 */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_TEXT: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** A link as both sides carry it: the kind and whichever of its target's fields it has. */
interface LinkShape {
  type: string;
  slug?: string;
  url?: string;
  name?: string;
}

/** The shape both sides check; media and links are whatever each side carries (ids or objects). */
interface FrameShape {
  announcement: { text: string } | null;
  /** The top strip's partner-brand logos and links (docs/decisions/0259-menu-images-and-the-top-strip.md). */
  partnerBrands?: ReadonlyArray<{ key: string; title: string; link: LinkShape | null }>;
  topLinks?: ReadonlyArray<{ title: string; link: LinkShape | null }>;
  sponsorGroups: ReadonlyArray<{ key: string; title: string; items: ReadonlyArray<{ key: string; title: string }> }>;
  socialLinks: ReadonlyArray<{ network: string; url: string }>;
}

export interface FrameProblem {
  code: ErrorCode;
  /** Where: the group's key, `groupKey/logoKey`, `social:<index>`, `brand:<key>`, `top:<index>`, or '' for the whole frame. */
  at: string;
}

/** An address a social link may have: a full https address with a host. */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Whether a link leads somewhere: an address, a target's slug or a named route (its form is checked elsewhere). */
export const linkHasTarget = (link: LinkShape | null): boolean =>
  !!link && !!(link.type === 'external' ? link.url?.trim() : link.type === 'named' ? link.name : link.slug);

/**
 * The first thing wrong with the frame's parts, or null: a partner brand with no alt text or no link, a top link with
 * no title or no link, a group with no name, a logo with no alt text, a social address not https.
 */
export function frameProblem(frame: FrameShape): FrameProblem | null {
  for (const brand of frame.partnerBrands ?? []) {
    if (!brand.title.trim()) return { code: 'CMS_LOGO_ALT_REQUIRED', at: `brand:${brand.key}` };
    if (!linkHasTarget(brand.link)) return { code: 'CMS_FRAME_LINK_REQUIRED', at: `brand:${brand.key}` };
  }
  for (const [index, top] of (frame.topLinks ?? []).entries()) {
    if (!top.title.trim()) return { code: 'CMS_TOP_LINK_TITLE_REQUIRED', at: `top:${index}` };
    if (!linkHasTarget(top.link)) return { code: 'CMS_FRAME_LINK_REQUIRED', at: `top:${index}` };
  }
  for (const group of frame.sponsorGroups) {
    if (!group.title.trim()) return { code: 'CMS_SPONSOR_GROUP_NAME_REQUIRED', at: group.key };
    for (const logo of group.items)
      if (!logo.title.trim()) return { code: 'CMS_LOGO_ALT_REQUIRED', at: `${group.key}/${logo.key}` };
  }
  for (const [index, social] of frame.socialLinks.entries())
    if (!isHttpsAddress(social.url)) return { code: 'CMS_SOCIAL_URL_HTTPS', at: `social:${index}` };
  return null;
}

/** A key for a new group or logo from its name: lower case letters, digits and dashes, unique among `taken`. */
export function frameKey(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'stavka';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}
