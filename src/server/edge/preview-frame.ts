/**
 * The CMS edit mode previews a page in a frame of its own (docs/decisions/0249-cms-preview-as-a-persona.md): the
 * address with `cmsPreview` may be framed by the shop's own pages, and by nothing else. Every other page keeps
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` (docs/decisions/0037).
 */
export const PREVIEW_PARAM = 'cmsPreview';

export function isPreviewAddress(url: string): boolean {
  const query = url.split('?')[1];
  return query !== undefined && new URLSearchParams(query).has(PREVIEW_PARAM);
}

/** The page's CSP and X-Frame-Options, letting the shop's own origin frame a preview address. */
export function frameHeaders(url: string, csp: string): Record<string, string> {
  if (!isPreviewAddress(url)) return { 'content-security-policy': csp };
  return {
    'content-security-policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    'x-frame-options': 'SAMEORIGIN',
  };
}
