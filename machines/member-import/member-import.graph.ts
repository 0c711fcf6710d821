import type { GraphOptions } from '../testing/graph.js';

const clean = { lines: 2, added: 2, errors: [], rows: [] };
const bad = { ...clean, added: 0, errors: [{ line: 3, message: 'Redak 3: PIN mora imati točno 4 znamenke.' }] };

/** A clean file and one with a bad row, and every call's outcomes (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'file.choose': [{ file: 'clanovi.csv' }],
    'xstate.done.actor.previewFile': [
      { output: { csv: 'broj;pin;ime\r\n385100000001;1234;Ana\r\n', report: clean } },
      { output: { csv: 'broj;pin;ime\r\n385100000001;12;Ana', report: bad } },
    ],
    'xstate.error.actor.previewFile': [{ error: { code: 'PAYLOAD_TOO_LARGE', statusCode: 413 } }],
    'xstate.done.actor.importCsv': [{ output: clean }],
    'xstate.error.actor.importCsv': [{ error: { code: 'CSV_INVALID', statusCode: 400 } }],
  },
};
