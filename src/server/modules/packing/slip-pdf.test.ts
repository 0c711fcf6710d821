import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackingSheet } from './sheet.js';
import { packingSlipsPdf } from './slip-pdf.js';

const text = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'slip-')), 'slip.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** An order of many lines, as a club's kit order for a whole youth team would be. */
const sheet: PackingSheet = {
  id: 1,
  number: '2026-000042',
  createdAt: '2026-03-01T12:00:00.000Z',
  status: 'paid',
  statusLabel: 'Plaćeno',
  paymentName: 'Kartica',
  delivery: { code: 'boxnow', name: 'BoxNow paketomat', lines: ['Paketomat Osijek Centar (4)', 'Trg 1, 31000 Osijek'] },
  recipient: { name: 'Ana Babić', phone: '091 000 0000', email: 'ana@primjer.hr' },
  lines: Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    name: `Dječji dres – 128 (${i + 1})`,
    sku: `ZV-${i + 1}`,
    qty: 1,
    variant: [{ name: 'Veličina', value: '128' }],
    personalisation: { number: String(i + 1), name: 'IGRAČ', colour: 'Bijela', sponsors: false },
    parts: [],
  })),
};

describe('packing slip', () => {
  it('should go on over a second page that names the order, every line on one of them', async () => {
    const pages = text(await packingSlipsPdf([sheet], 'NK Zvijezda'))
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Paketomat Osijek Centar (4)');
    expect(pages[1]).toContain('Narudžba 2026-000042 (nastavak)');
    const all = pages.join('\n');
    for (let i = 1; i <= 30; i++) expect(all).toContain(`Veličina 128 · Broj ${i}, ime IGRAČ, bijeli tisak`);
  });
});
