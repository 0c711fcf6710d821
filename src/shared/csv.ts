/**
 * CSV as spreadsheets write it (docs/decisions/0181-csv-by-sku.md): UTF-8 with or without a byte-order mark, ';' (Excel
 * in Croatian) or ',' between fields, fields in double quotes when they hold the separator, a quote or a line
 * break, CRLF or LF line ends.
 */
export interface CsvTable {
  separator: ';' | ',';
  /** Each record with the line its first field starts on (1 is the header). */
  records: { line: number; fields: string[] }[];
}

/** The separator of the header line: the one of ';' and ',' it has more of outside quotes. */
function separatorOf(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && (char === '\n' || char === '\r')) break;
  }
  return commas > semicolons ? ',' : ';';
}

export function parseCsv(input: string): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const separator = separatorOf(text);
  const records: CsvTable['records'] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { separator, records };
}

const needsQuotes = (value: string, separator: string) =>
  value.includes(separator) || value.includes('"') || value.includes('\n') || value.includes('\r');

/** A CSV for a spreadsheet: a byte-order mark (so Excel reads UTF-8), ';' between fields, CRLF line ends. */
export function formatCsv(rows: readonly (readonly string[])[], separator: ';' | ',' = ';'): string {
  const body = rows
    .map((row) => row.map((v) => (needsQuotes(v, separator) ? `"${v.replace(/"/g, '""')}"` : v)).join(separator))
    .join('\r\n');
  return `\uFEFF${body}\r\n`;
}
