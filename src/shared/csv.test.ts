import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from './csv.js';

describe('csv', () => {
  it('should read what Excel writes in Croatian: a BOM, semicolons, decimal commas, quotes and CRLF', () => {
    const table = parseCsv('\uFEFFsku;naziv;cijena\r\nA-1;"Šal ""Zvijezda""; plavi";49,99\r\nB-2;Čaša;5\r\n');
    expect(table.separator).toBe(';');
    expect(table.records).toEqual([
      { line: 1, fields: ['sku', 'naziv', 'cijena'] },
      { line: 2, fields: ['A-1', 'Šal "Zvijezda"; plavi', '49,99'] },
      { line: 3, fields: ['B-2', 'Čaša', '5'] },
    ]);
  });

  it('should read commas when the header has more of them, and keep line numbers across quoted line breaks', () => {
    const table = parseCsv('sku,opis\nA,"prvi\ndrugi red"\nB,x\n\n');
    expect(table.separator).toBe(',');
    expect(table.records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['sku', 'opis']],
      [2, ['A', 'prvi\ndrugi red']],
      [4, ['B', 'x']],
    ]);
  });

  it('should write what it reads back', () => {
    const rows = [
      ['sku', 'naziv'],
      ['Ž-1', 'Dres; "domaći"'],
    ];
    expect(parseCsv(formatCsv(rows)).records.map((r) => r.fields)).toEqual(rows);
  });
});
