import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.js';

// The README's configuration table is what an operator reads: it must stay one table (a paragraph merged into it
// turns the rows after it into text) and name every variable the server reads.
const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

function configurationTable(): string[] {
  const lines = readme.split('\n');
  const start = lines.indexOf('## Configuration');
  const firstRow = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > firstRow && !line.startsWith('|'));
  return lines.slice(firstRow, end);
}

describe('README configuration table', () => {
  it('is one table: no table row stands after it in the section', () => {
    const table = configurationTable();
    const lines = readme.split('\n');
    const tableEnd = lines.indexOf(table.at(-1) ?? '');
    const nextSection = lines.findIndex((line, i) => i > tableEnd && line.startsWith('## '));
    const strayRows = lines.slice(tableEnd + 1, nextSection).filter((line) => line.startsWith('| `'));
    expect(strayRows).toEqual([]);
  });

  it('names every environment variable of the server', () => {
    const table = configurationTable().join('\n');
    // `SOCIAL_GOOGLE_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` (and `SOCIAL_FACEBOOK_...`) name a family in one row.
    const named = (key: string) =>
      table.includes(`\`${key}\``) || (key.startsWith('SOCIAL_') && table.includes('`SOCIAL_GOOGLE_ISSUER`'));
    const missing = Object.keys(configSchema.shape).filter((key) => !['NODE_ENV'].includes(key) && !named(key));
    expect(missing).toEqual([]);
  });
});
