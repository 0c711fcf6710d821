import { describe, expect, it } from 'vitest';
import { schemaAvailability } from './availability.js';

describe('schemaAvailability', () => {
  it('should say InStock for a purchasable simple product and OutOfStock for one that is not', () => {
    expect(schemaAvailability({ format: 'simple', purchasable: true })).toBe('InStock');
    expect(schemaAvailability({ format: 'simple', purchasable: false })).toBe('OutOfStock');
  });

  it('should let the variants of a configurable product decide', () => {
    const sold = {
      format: 'configurable',
      purchasable: true,
      variants: [{ purchasable: false }, { purchasable: false }],
    };
    expect(schemaAvailability(sold)).toBe('OutOfStock');
    expect(schemaAvailability({ ...sold, variants: [{ purchasable: false }, { purchasable: true }] })).toBe('InStock');
  });

  it('should say PreOrder for an orderable product tagged prednarudzba, but never for a sold-out one', () => {
    const tags = [{ slug: 'prednarudzba' }];
    expect(schemaAvailability({ format: 'simple', purchasable: true, tags })).toBe('PreOrder');
    expect(schemaAvailability({ format: 'simple', purchasable: false, tags })).toBe('OutOfStock');
  });
});
