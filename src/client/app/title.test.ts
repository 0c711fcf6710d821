import { describe, expect, it } from 'vitest';
import { formatTitle } from './title.js';

describe('formatTitle', () => {
  it("should follow the spec's template '%s | ' followed by the shop name", () => {
    expect(formatTitle('Dresovi', 'NK Zvijezda Fan Shop')).toBe('Dresovi | NK Zvijezda Fan Shop');
  });

  it('should trim the page title', () => {
    expect(formatTitle('  Košarica ', 'NK Zvijezda Fan Shop')).toBe('Košarica | NK Zvijezda Fan Shop');
  });

  it('should print only the shop name when the page has no title', () => {
    expect(formatTitle('', 'NK Zvijezda Fan Shop')).toBe('NK Zvijezda Fan Shop');
    expect(formatTitle(undefined, 'NK Zvijezda Fan Shop')).toBe('NK Zvijezda Fan Shop');
  });
});
