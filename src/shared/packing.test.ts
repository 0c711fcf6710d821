import { describe, expect, it } from 'vitest';
import { makingText, personalisationOf, personalisationText, printColourText, variantText } from './packing.js';

describe('packing words', () => {
  it('should read the personalisation map as the cart stores it', () => {
    expect(
      personalisationOf({
        'Upiši broj': '7',
        'Upiši tekst': 'KOVAČEVIĆ',
        'Boja personalizacije': 'Zlatna',
        'Dodaj sponzore': 'SPONZORI DODANI',
      }),
    ).toEqual({ number: '7', name: 'KOVAČEVIĆ', colour: 'Zlatna', sponsors: true });
    expect(personalisationOf({ 'Unesi tekst': 'ČOLIĆ' })).toMatchObject({ name: 'ČOLIĆ', number: null });
    expect(personalisationOf({ 'Boja personalizacije': 'Zlatna' })).toBeNull();
    expect(personalisationOf(undefined)).toBeNull();
    expect(personalisationOf('x')).toBeNull();
  });

  it('should say the personalisation the way a packer reads it', () => {
    const p = { number: '7', name: 'KOVAČEVIĆ', colour: 'Zlatna', sponsors: true };
    expect(personalisationText(p)).toBe('Broj 7, ime KOVAČEVIĆ, zlatni tisak, sponzori');
    expect(personalisationText({ number: null, name: null, colour: 'Zlatna', sponsors: true })).toBe('Sponzori');
    expect(personalisationText({ number: null, name: 'HORVAT', colour: null, sponsors: false })).toBe('Ime HORVAT');
  });

  it('should turn a colour value into the print it names', () => {
    expect(printColourText('Bijela')).toBe('bijeli tisak');
    expect(printColourText('Crna')).toBe('crni tisak');
    expect(printColourText('#c9a227')).toBe('boja tiska: #c9a227');
  });

  it('should put the variant first and the personalisation after it', () => {
    expect(variantText([{ name: 'Veličina', value: 'M' }])).toBe('Veličina M');
    expect(
      makingText({
        variant: [
          { name: 'Boja', value: 'Plava' },
          { name: 'Veličina', value: 'XL' },
        ],
        personalisation: { number: '10', name: null, colour: null, sponsors: false },
      }),
    ).toBe('Boja Plava, veličina XL · Broj 10');
    expect(makingText({ variant: [], personalisation: null })).toBe('');
  });
});
