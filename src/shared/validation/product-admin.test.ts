import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fields.js';
import { EMPTY_PRODUCT, priceCents, productFormSchema, productMessages } from './product-admin.js';

const valid = {
  ...EMPTY_PRODUCT,
  name: 'Dres',
  sku: 'DRES-1',
  slug: 'dres-jedan',
  regularPrice: '69,99',
  categoryId: '2',
};

describe('product form rules', () => {
  it('should accept a filled-in form and read prices as typed', () => {
    expect(fieldErrors(productFormSchema, valid)).toEqual({});
    expect(priceCents('49,99')).toBe(4999);
    expect(priceCents(' ')).toBeNull();
  });

  it('should say in Croatian what is wrong on each field', () => {
    expect(
      fieldErrors(productFormSchema, { ...valid, sku: 'ima razmak', slug: 'Dr', regularPrice: '-5', salePrice: 'x' }),
    ).toEqual({
      sku: productMessages.sku,
      slug: 'Minimalan broj znakova potrebnih za ovo polje je 4',
      regularPrice: productMessages.negative,
      salePrice: productMessages.price,
    });
    expect(fieldErrors(productFormSchema, { ...valid, salePrice: '79,99' })).toEqual({
      salePrice: productMessages.saleAboveRegular,
    });
    expect(fieldErrors(productFormSchema, { ...valid, format: 'configurable' })).toEqual({
      sizeValueIds: productMessages.sizes,
    });
  });
});
