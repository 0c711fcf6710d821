import type { GraphOptions } from '../testing/graph.js';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';

const SECTION = { id: 'richText-2', type: 'richText', title: 'Dostava', html: '<p>Besplatna dostava</p>' };
const MASTER: EditMaster = {
  id: 7,
  name: 'Traka o dostavi',
  type: 'richText',
  content: { title: 'Dostava', html: '<p>Besplatna dostava</p>' },
  revision: 0,
  pages: [],
};

/** A master made from a section, renamed, deleted or refused (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    create: [{ section: SECTION }],
    rename: [{ master: MASTER }],
    delete: [{ master: MASTER }],
    'name.change': [{ name: 'Traka o dostavi' }, { name: '  ' }],
    'xstate.done.actor.saveMaster': [{ output: MASTER }],
    'xstate.error.actor.saveMaster': [{ error: { code: 'CMS_MASTER_NAME_TAKEN', statusCode: 409 } }],
    'xstate.done.actor.deleteMaster': [{ output: { id: MASTER.id } }],
    'xstate.error.actor.deleteMaster': [
      { error: { code: 'CMS_MASTER_IN_USE', statusCode: 409, payload: { pages: 2, titles: ['Naslovna', 'Pomoć'] } } },
    ],
  },
  happyPath: {
    events: [
      { type: 'create', section: SECTION },
      { type: 'name.change', name: 'Traka o dostavi' },
      { type: 'submit' },
      { type: 'xstate.done.actor.saveMaster', output: MASTER },
    ],
  },
  limit: 5_000,
};
