import { describe, expect, it } from 'vitest';
import { addBodyOf, personalizationsOf } from './payload.js';

const jersey = { id: 10, slug: 'dres', format: 'configurable' };

describe('add-to-cart payload', () => {
  it('should send the chosen variant with the personalisation map of the spec', () => {
    expect(
      addBodyOf({
        product: jersey,
        options: { variantId: 12, personalisation: { number: '10', text: 'IVAN', sponsor: true } },
      }),
    ).toEqual({
      productId: 12,
      qty: 1,
      options: { personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'IVAN', 'Dodaj sponzore': 'SPONZORI DODANI' } },
    });
  });

  it('should leave out empty personalisation values and send no options for a plain product', () => {
    expect(personalizationsOf({ number: ' ', text: '', sponsor: false })).toBeUndefined();
    expect(addBodyOf({ product: { id: 3, slug: 'sal', format: 'simple' } })).toEqual({ productId: 3, qty: 1 });
  });

  it('should send the print colour only beside a number or text', () => {
    expect(personalizationsOf({ number: '7', colour: 'Zlatna' })).toEqual({
      'Upiši broj': '7',
      'Boja personalizacije': 'Zlatna',
    });
    expect(personalizationsOf({ sponsor: true, colour: 'Zlatna' })).toEqual({ 'Dodaj sponzore': 'SPONZORI DODANI' });
    expect(personalizationsOf({ number: '', text: '', colour: 'Bijela' })).toBeUndefined();
  });

  it('should send each bundle part with its chosen variant, or the part itself when it has none', () => {
    const body = addBodyOf({
      product: { id: 50, slug: 'paket', format: 'bundle' },
      options: {
        bundleParts: [
          { productId: 10, variantId: 12, personalisation: { text: 'ANA' } },
          { productId: 3, variantId: null },
        ],
      },
    });
    expect(body.options?.bundleOptions).toEqual([
      { main: 10, selected: 12, personalizations: { 'Upiši tekst': 'ANA' } },
      { main: 3, selected: 3 },
    ]);
  });
});
