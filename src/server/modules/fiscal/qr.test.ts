import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { receiptCheckUrl, receiptQrPng } from './qr.js';

const issuedAt = new Date('2020-09-21T04:30:00Z');

describe('receipt check URL and QR code', () => {
  it('should carry the JIR, the minute in Croatian time and the amount in cents', () => {
    const jir = '12345678-1234-1234-1234-123456789012';
    expect(receiptCheckUrl({ jir, zki: 'x', issuedAt, totalCents: 152599 })).toBe(
      'https://porezna.gov.hr/rn?jir=12345678-1234-1234-1234-123456789012&datv=20200921_0630&izn=152599',
    );
  });

  it('should carry the ZKI until a JIR arrives, and a minus for a correcting receipt', () => {
    expect(receiptCheckUrl({ jir: null, zki: '12345678123412341234123456789012', issuedAt, totalCents: -10550 })).toBe(
      'https://porezna.gov.hr/rn?zki=12345678123412341234123456789012&datv=20200921_0630&izn=-10550',
    );
  });

  it('should draw a QR code that decodes back to the URL', async () => {
    const url = receiptCheckUrl({ jir: null, zki: '0123456789abcdef0123456789abcdef', issuedAt, totalCents: 510 });
    const { data, info } = await sharp(await receiptQrPng(url))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(url);
  });
});
