import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@shared/geo.js';
import { croatianGazetteer, foldPlaceName } from './gazetteer.js';
import { geocodeAddress, geocodeFreeText, normalisePostalCode } from './geocode.js';

const gazetteer = croatianGazetteer();
const zagreb = { lat: 45.81444, lng: 15.97798 };

function point(result: ReturnType<typeof geocodeAddress>) {
  if (!result.placed) throw new Error(`not placed: ${result.reason}`);
  return result;
}

describe('the shipped gazetteer', () => {
  it('should name its source and licence', () => {
    expect(gazetteer.source).toMatch(/GeoNames/);
    expect(gazetteer.source).toMatch(/CC-BY-4\.0/);
  });

  it('should hold the towns with BoxNow lockers in the demo set', () => {
    for (const town of ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Slavonski Brod', 'Čakovec', 'Đakovo', 'Vukovar']) {
      expect(gazetteer.placesNamed(town).length, town).toBeGreaterThan(0);
    }
  });

  it('should fold names without diacritics or case', () => {
    expect(foldPlaceName('ŠIBENIK')).toBe('sibenik');
    expect(foldPlaceName('Đakovo')).toBe('dakovo');
    expect(gazetteer.placesNamed('cakovec')[0]?.name).toBe('Čakovec');
  });
});

describe('geocodeAddress', () => {
  it('should place an address in the town it names, inside the postal region of its code', () => {
    const result = point(geocodeAddress(gazetteer, { city: 'Zagreb', zipCode: '10000', country: 'HR' }));
    expect(result).toMatchObject({ place: 'Zagreb', precision: 'place' });
    expect(haversineMeters(result, zagreb)).toBeLessThan(1000);
  });

  it('should place a town typed without diacritics', () => {
    expect(point(geocodeAddress(gazetteer, { city: 'sibenik', zipCode: '22000' })).place).toBe('Šibenik');
    expect(point(geocodeAddress(gazetteer, { city: 'DAKOVO', zipCode: '31400' })).place).toBe('Đakovo');
  });

  it('should place a town that is not a head post office by its own coordinates', () => {
    const makarska = point(geocodeAddress(gazetteer, { city: 'Makarska', zipCode: '21300' }));
    expect(makarska.place).toBe('Makarska');
    expect(haversineMeters(makarska, point(geocodeAddress(gazetteer, { zipCode: '21000' })))).toBeGreaterThan(40_000);
  });

  it('should let the postal code choose between two towns of one name', () => {
    const istrian = point(geocodeAddress(gazetteer, { city: 'Novigrad', zipCode: '52466' }));
    const dalmatian = point(geocodeAddress(gazetteer, { city: 'Novigrad', zipCode: '23312' }));
    expect(istrian.lng).toBeLessThan(14);
    expect(dalmatian.lng).toBeGreaterThan(15);
  });

  it('should fall back to the head post office when the town is unknown', () => {
    const result = point(geocodeAddress(gazetteer, { city: 'Nepostojeće Selo', zipCode: '21000' }));
    expect(result).toMatchObject({ place: 'Split', precision: 'postal-code' });
  });

  it('should place by the town name alone when there is no postal code', () => {
    expect(point(geocodeAddress(gazetteer, { city: 'Varaždin' })).place).toBe('Varaždin');
  });

  it('should try the first part of a district name', () => {
    expect(point(geocodeAddress(gazetteer, { city: 'Zagreb-Dubrava', zipCode: '10040' })).place).toBe('Zagreb');
  });

  it('should say which part is wrong when an address cannot be placed', () => {
    expect(geocodeAddress(gazetteer, { city: 'Graz', zipCode: '8010', country: 'AT' })).toMatchObject({
      placed: false,
      reason: 'country-not-served',
    });
    expect(geocodeAddress(gazetteer, { city: 'Zagreb', zipCode: '1000' })).toMatchObject({
      placed: false,
      reason: 'postal-code-invalid',
    });
    expect(geocodeAddress(gazetteer, { city: 'Zagreb', zipCode: '99000' })).toMatchObject({
      placed: false,
      reason: 'postal-code-unknown',
    });
    expect(geocodeAddress(gazetteer, { city: 'Nepostojeće Selo', zipCode: '21300' })).toMatchObject({
      placed: false,
      reason: 'place-unknown',
    });
    expect(geocodeAddress(gazetteer, { city: 'Novigrad' })).toMatchObject({
      placed: false,
      reason: 'place-ambiguous',
    });
    const unplaced = geocodeAddress(gazetteer, { city: '' });
    expect(unplaced.placed).toBe(false);
    if (!unplaced.placed) expect(unplaced.message).toMatch(/Mjesto/);
  });

  it('should not place a town outside the region of the postal code', () => {
    // Osijek with a Split code: the code is trusted, the town is not where it says.
    const result = point(geocodeAddress(gazetteer, { city: 'Osijek', zipCode: '21000' }));
    expect(result).toMatchObject({ place: 'Split', precision: 'postal-code' });
  });
});

describe('normalisePostalCode', () => {
  it('should read spaced and prefixed codes as five digits', () => {
    expect(normalisePostalCode(' 10 000 ')).toBe('10000');
    expect(normalisePostalCode('HR-21000')).toBe('21000');
    expect(normalisePostalCode(undefined)).toBe('');
  });
});

describe('geocodeFreeText', () => {
  it('should read the joined check-address line in either order', () => {
    expect(point(geocodeFreeText(gazetteer, 'Ilica 1, Zagreb, 10000')).place).toBe('Zagreb');
    expect(point(geocodeFreeText(gazetteer, 'Riva 5 21000 Split')).place).toBe('Split');
  });

  it('should take the town after the street even when the street is named after a place', () => {
    expect(point(geocodeFreeText(gazetteer, 'Ulica grada Vukovara 20, Osijek, 31000')).place).toBe('Osijek');
    expect(point(geocodeFreeText(gazetteer, 'Dubrava 12 Zagreb 10040')).place).toBe('Zagreb');
  });

  it('should place multi-word towns', () => {
    expect(point(geocodeFreeText(gazetteer, 'Trg pobjede 1 Slavonski Brod 35000')).place).toBe('Slavonski Brod');
    expect(point(geocodeFreeText(gazetteer, 'Obala 2 Biograd na Moru 23210')).place).toBe('Biograd na Moru');
  });

  it('should refuse a line with nothing to place', () => {
    expect(geocodeFreeText(gazetteer, 'asdf qwer 12')).toMatchObject({ placed: false, reason: 'place-unknown' });
  });
});
