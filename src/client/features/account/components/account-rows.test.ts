import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '../api/profile.js';
import { accountRows } from './account-rows.js';

const newcomer = {
  email: 'ana@primjer.hr',
  details: { firstName: 'Ana', lastName: '' },
  memberCardBarcode: null,
  addresses: [],
} as unknown as CustomerProfile;

describe('the rows of the read-only profile', () => {
  it('should say once that no address was entered, and dash each other empty field', () => {
    const rows = accountRows(newcomer);
    expect(rows.filter((r) => r.value === 'Nisu uneseni podatci')).toEqual([
      { key: 'address', value: 'Nisu uneseni podatci' },
    ]);
    expect(rows).toContainEqual({ key: 'lastName', value: null });
    expect(rows).toContainEqual({ key: 'memberCardBarcode', value: null });
    expect(rows).toHaveLength(5);
  });

  it('should list every field of an address that has something in it', () => {
    const withCity = {
      ...newcomer,
      addresses: [{ type: 'main', city: 'Osijek', country: 'HR', street: '', zipCode: '31000' }],
    } as unknown as CustomerProfile;
    const rows = accountRows(withCity);
    expect(rows).toContainEqual({ key: 'city', value: 'Osijek' });
    expect(rows).toContainEqual({ key: 'country', value: 'Hrvatska' });
    expect(rows).toContainEqual({ key: 'street', value: null });
    expect(rows.some((r) => r.key === 'address')).toBe(false);
  });
});
