import { describe, expect, it } from 'vitest';
import { resolveLink } from './links.js';

// The link kinds the link options give a menu item (docs/decisions/0234-navigation-drafts.md).
describe('resolveLink', () => {
  it('should lead a post to its address under the posts, and an external address to a new tab', () => {
    expect(resolveLink({ type: 'post', slug: 'pobjeda-u-derbiju' })).toEqual({
      href: '/objave/pobjeda-u-derbiju',
      external: false,
    });
    expect(resolveLink({ type: 'category', slug: 'suveniri' })).toEqual({ href: '/shop/suveniri', external: false });
    expect(resolveLink({ type: 'external', url: 'https://hns.family/', newTab: true })).toEqual({
      href: 'https://hns.family/',
      external: true,
    });
  });
});
