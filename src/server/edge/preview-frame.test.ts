import { describe, expect, it } from 'vitest';
import { frameHeaders, isPreviewAddress } from './preview-frame.js';

const CSP = "default-src 'self'; frame-ancestors 'none'";

describe('the CMS preview frame (docs/decisions/0249-cms-preview-as-a-persona.md)', () => {
  it('should let the shop itself frame a preview address, and nothing else', () => {
    expect(isPreviewAddress('/?cmsPreview=member&mobileView=true')).toBe(true);
    expect(frameHeaders('/clanstvo?cmsPreview=guest', CSP)).toEqual({
      'content-security-policy': "default-src 'self'; frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
    });
  });

  it('should keep every other page unframeable', () => {
    for (const url of ['/', '/clanstvo?editPage=true', '/shop/dresovi?cmsPreviewx=1'])
      expect(frameHeaders(url, CSP)).toEqual({ 'content-security-policy': CSP });
  });
});
