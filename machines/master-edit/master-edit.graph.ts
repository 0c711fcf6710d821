import type { GraphOptions } from '../testing/graph.js';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';

const MASTER: EditMaster = {
  id: 1,
  name: 'Podnožje stranica',
  type: 'richText',
  content: { title: 'Službena trgovina', html: '<p>Klub</p>' },
  revision: 0,
  pages: [
    { slug: 'naslovna', title: 'Naslovna' },
    { slug: 'pomoc', title: 'Pomoć' },
  ],
};

/** The master's title changed and back, confirmed or not, published or refused as stale (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ master: MASTER }],
  events: {
    'field.change': [
      { field: 'title', value: 'Novi naslov' },
      { field: 'title', value: 'Službena trgovina' },
    ],
    'xstate.done.actor.publishMaster': [{ output: { ...MASTER, revision: 1 } }],
    'xstate.error.actor.publishMaster': [{ error: { code: 'CMS_MASTER_STALE', statusCode: 409 } }],
  },
  limit: 5_000,
};
