import { readFileSync } from 'node:fs';
import { loadPkcs12 } from '../certificate.js';
import type { RacunData } from '../racun-xml.js';

export const FIXTURE_OIB = '12345678903';
export const fixtureP12 = () => readFileSync(new URL('./fixture-fiskal.p12', import.meta.url));
export const fixtureCaPem = () => readFileSync(new URL('./fixture-ca.pem', import.meta.url), 'utf8');
export const fixtureCertificate = () => loadPkcs12(fixtureP12(), 'fixture');

/** A card receipt of 123,45 € (one jersey at 25 % VAT) issued in summer time. */
export function fixtureRacun(zki = '0123456789abcdef0123456789abcdef'): RacunData {
  return {
    oib: FIXTURE_OIB,
    vatPayer: true,
    issuedAt: new Date('2026-07-15T12:30:05Z'),
    sequenceMark: 'P',
    number: { sequence: 42, premises: 'WEB1', device: '1' },
    vat: [{ rate: 25, baseCents: 9876, amountCents: 2469 }],
    totalCents: 12345,
    paymentMethod: 'K',
    operatorOib: FIXTURE_OIB,
    zki,
  };
}

export const FIXTURE_ATTEMPT = {
  messageId: '6f1c2b0e-9c3a-4f7d-8b2e-1a2b3c4d5e6f',
  sentAt: new Date('2026-07-15T12:30:07Z'),
  lateDelivery: false,
};
