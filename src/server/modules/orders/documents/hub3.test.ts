import { describe, expect, it } from 'vitest';
import { hub3Data, Hub3Error, hub3Text, isValidIban, type Hub3Slip } from './hub3.js';

const slip: Hub3Slip = {
  amount: 12355,
  payer: { name: 'Đurđa Čolić', street: 'Ilica 1', place: '10000 Zagreb' },
  recipient: { name: 'Nogometni klub Zvijezda', street: 'Stadionska ulica 1', place: '31000 Osijek' },
  iban: 'HR1210010051863000160',
  model: 'HR00',
  reference: '2026-000123',
  purpose: 'OTHR',
  description: 'Narudžba 2026-000123',
};

describe('HUB-3 barcode data', () => {
  it('should join the 14 fields of the standard with LF, the amount as 15 digits of cents', () => {
    expect(hub3Data(slip)).toBe(
      'HRVHUB30\nEUR\n000000000012355\nĐurđa Čolić\nIlica 1\n10000 Zagreb\nNogometni klub Zvijezda\nStadionska ulica 1\n31000 Osijek\nHR1210010051863000160\nHR00\n2026-000123\nOTHR\nNarudžba 2026-000123',
    );
  });

  it('should clean and cut free text to the field length', () => {
    expect(hub3Text('Ana & Marko <Horvat>_d.o.o.', 30)).toBe('Ana Marko Horvat d.o.o.');
    expect(hub3Text('Ulica kralja Petra Krešimira IV. 123', 27)).toBe('Ulica kralja Petra Krešimir');
    const long = hub3Data({ ...slip, description: 'x'.repeat(50) }).split('\n');
    expect(long).toHaveLength(14);
    expect(long[13]).toHaveLength(35);
  });

  it('should refuse what would send the money elsewhere', () => {
    expect(isValidIban('HR1210010051863000160')).toBe(true);
    expect(isValidIban('HR1210010051863000161')).toBe(false);
    expect(() => hub3Data({ ...slip, iban: 'HR1210010051863000161' })).toThrow(Hub3Error);
    expect(() => hub3Data({ ...slip, amount: 12.5 })).toThrow(Hub3Error);
    expect(() => hub3Data({ ...slip, model: 'HR0' })).toThrow(Hub3Error);
    expect(() => hub3Data({ ...slip, reference: '12-34-56-78' })).toThrow(Hub3Error);
    expect(() => hub3Data({ ...slip, reference: '1234567890123' })).toThrow(Hub3Error);
  });
});
