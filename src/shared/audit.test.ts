import { describe, expect, it } from 'vitest';
import { auditFieldText } from './audit.js';

describe('audit field labels', () => {
  it("should word a changed field in the back office's Croatian, and keep the key of a field it does not know", () => {
    expect(auditFieldText('salePrice')).toBe('Akcijska cijena');
    expect(auditFieldText('seoTitle')).toBe('SEO naslov');
    expect(auditFieldText('stock')).toBe('Zaliha');
    expect(auditFieldText('weightGrams')).toBe('weightGrams');
    // Keys of Object.prototype are fields like any other, not labels.
    expect(auditFieldText('constructor')).toBe('constructor');
    expect(auditFieldText('toString')).toBe('toString');
  });
});
