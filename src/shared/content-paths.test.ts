import { describe, expect, it } from 'vitest';
import { blogPath, eventPath } from './content-paths.js';

describe('blog and event addresses', () => {
  it('should write the list, a category, a tag, a post and an event', () => {
    expect(blogPath()).toBe('/objave');
    expect(blogPath({ category: 'utakmice' })).toBe('/objave/kategorija/utakmice');
    expect(blogPath({ tag: 'prva-momcad' })).toBe('/objave/oznaka/prva-momcad');
    expect(blogPath({ post: 'novi-dresovi' })).toBe('/objave/novi-dresovi');
    expect(eventPath(7)).toBe('/dogadjaj/7');
  });

  it('should add the page only past the first one', () => {
    expect(blogPath({}, 1)).toBe('/objave');
    expect(blogPath({ tag: 'akademija' }, 3)).toBe('/objave/oznaka/akademija?page=3');
  });
});
