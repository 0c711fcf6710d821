import type { GraphOptions } from '../testing/graph.js';

const clean = { lines: 2, changed: 2, created: 0, errors: [], rows: [], bulkActionId: null };
const bad = { ...clean, errors: [{ line: 3, message: 'Nepoznata šifra proizvoda "X".' }] };

/** A clean file and one with a bad row, and every call's outcomes (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'file.choose': [{ file: 'proizvodi.csv' }],
    'xstate.done.actor.previewFile': [
      { output: { csv: 'sifra;zaliha\r\nA;1\r\n', report: clean } },
      { output: { csv: 'sifra\r\nX', report: bad } },
    ],
    'xstate.error.actor.previewFile': [{ error: { code: 'PAYLOAD_TOO_LARGE', statusCode: 413 } }],
    'xstate.done.actor.importCsv': [{ output: { ...clean, bulkActionId: 5 } }],
    'xstate.error.actor.importCsv': [{ error: { code: 'CSV_INVALID', statusCode: 400 } }],
    'xstate.done.actor.undoImport': [{ output: { bulkActionId: 5, count: 2 } }],
    'xstate.error.actor.undoImport': [{ error: { code: 'BULK_ALREADY_UNDONE', statusCode: 409 } }],
  },
};
