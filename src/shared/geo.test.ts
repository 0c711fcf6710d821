import { describe, expect, it } from 'vitest';
import { haversineMeters, isLatLng } from './geo.js';

const zagreb = { lat: 45.81444, lng: 15.97798 };
const split = { lat: 43.50891, lng: 16.43915 };
const osijek = { lat: 45.55066, lng: 18.6942 };

describe('haversineMeters', () => {
  it('should be zero from a point to itself', () => {
    expect(haversineMeters(zagreb, zagreb)).toBe(0);
  });

  it('should measure Zagreb to Split as the crow flies (about 259 km)', () => {
    expect(haversineMeters(zagreb, split)).toBeGreaterThan(257_000);
    expect(haversineMeters(zagreb, split)).toBeLessThan(261_000);
  });

  it('should measure Zagreb to Osijek (about 213 km)', () => {
    expect(haversineMeters(zagreb, osijek)).toBeGreaterThan(211_000);
    expect(haversineMeters(zagreb, osijek)).toBeLessThan(215_000);
  });

  it('should be symmetric', () => {
    expect(haversineMeters(split, osijek)).toBe(haversineMeters(osijek, split));
  });

  it('should measure one thousandth of a degree of latitude as about 111 metres', () => {
    expect(haversineMeters({ lat: 45, lng: 16 }, { lat: 45.001, lng: 16 })).toBe(111);
  });

  it('should measure antipodal points as half the circumference', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(Math.round(Math.PI * 6_371_008.8));
  });
});

describe('isLatLng', () => {
  it('should accept a point in range and refuse NaN, strings and out-of-range values', () => {
    expect(isLatLng(zagreb)).toBe(true);
    expect(isLatLng({ lat: Number.NaN, lng: 1 })).toBe(false);
    expect(isLatLng({ lat: '45.8', lng: 15.9 })).toBe(false);
    expect(isLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isLatLng({ lat: 0, lng: -181 })).toBe(false);
  });
});
