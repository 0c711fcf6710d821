import { describe, expect, it } from 'vitest';
import { isValueId, parseValueRefs, valueSlugs } from './filter-slugs.js';

describe('valueSlugs', () => {
  it('should fold Croatian letters and hyphenate', () => {
    const slugs = valueSlugs([
      { id: 3, label: 'Muški' },
      { id: 4, label: 'Ženski' },
      { id: 5, label: 'Đakovo žuta' },
      { id: 6, label: '2025/26' },
    ]);
    expect([...slugs.values()]).toEqual(['muski', 'zenski', 'dakovo-zuta', '2025-26']);
  });

  it('should never give a slug of digits alone (it would read as an old id), nor an empty one', () => {
    const slugs = valueSlugs([
      { id: 7, label: '116' },
      { id: 8, label: '★' },
    ]);
    expect(slugs.get(7)).toBe('br-116');
    expect(slugs.get(8)).toBe('vrijednost-8');
  });

  it('should tell colliding labels apart by the later id, whatever order they come in', () => {
    const once = valueSlugs([
      { id: 12, label: 'plava' },
      { id: 11, label: 'Plava' },
    ]);
    expect(once.get(11)).toBe('plava');
    expect(once.get(12)).toBe('plava-12');
    const again = valueSlugs([
      { id: 11, label: 'Plava' },
      { id: 12, label: 'plava' },
    ]);
    expect([...again]).toEqual([...once].sort((a, b) => a[0] - b[0]));
  });
});

describe('parseValueRefs', () => {
  it('should read slugs, ids and both mixed, without repeats', () => {
    expect(parseValueRefs('m,l,2,m')).toEqual([{ slug: 'm' }, { slug: 'l' }, { id: 2 }]);
    expect(parseValueRefs(['PLAVA', 7])).toEqual([{ slug: 'plava' }, { id: 7 }]);
    expect(parseValueRefs(3)).toEqual([{ id: 3 }]);
    expect(parseValueRefs('br-116,2025-26')).toEqual([{ slug: 'br-116' }, { slug: '2025-26' }]);
  });

  it('should refuse what is neither', () => {
    for (const bad of ['m l', '-m', 'š', '0', '99999999999', 'a,b!', true, { min: 1 }]) {
      expect(parseValueRefs(bad), String(bad)).toBeNull();
    }
  });

  it('should tell an old id from a slug', () => {
    expect(isValueId('12')).toBe(true);
    expect(isValueId('br-12')).toBe(false);
  });
});
