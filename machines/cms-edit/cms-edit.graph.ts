import type { GraphOptions } from '../testing/graph.js';
import type { EditMaster, EditPage } from './cms-edit.machine.js';
import type { EditSection } from './section-list.js';

const MASTER: EditMaster = {
  id: 1,
  name: 'Podnožje',
  type: 'richText',
  content: { title: 'O nama', html: '<p>Klub</p>' },
  revision: 0,
  pages: [],
};
const SECTIONS: EditSection[] = [
  { id: 'hero', type: 'hero', title: 'Naslov', subtitle: 'Pod', cta: { title: 'Kupi', link: { type: 'named' } } },
  { id: 'tekst', type: 'richText', title: 'O nama', html: '<p>Klub</p>', masterId: 1 },
];
const page = (state: 'draft' | 'published'): EditPage => ({
  slug: 'naslovna',
  revision: 3,
  state,
  components: SECTIONS,
  problems: [],
  masters: [MASTER],
});
const checks = (level: 'error' | 'warning') => ({
  error: {
    code: 'CMS_PUBLISH_CHECKS',
    statusCode: 409,
    payload: { problems: [{ level, kind: 'missingAlt', sectionId: 'hero', message: 'x' }] },
  },
});

/** Sections changed (one emptied), saving, publishing past checks and the history (test and docs). */
export const graphOptions: GraphOptions = {
  // No change kept: the copies of undo and redo would multiply the walked contexts tenfold (the tests walk them).
  inputs: [{ slug: 'naslovna', historyLimit: 0 }],
  events: {
    'xstate.done.actor.loadPage': [{ output: page('published') }, { output: page('draft') }],
    'xstate.error.actor.loadPage': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'sections.change': [
      { sections: [SECTIONS[1], SECTIONS[0]] },
      { sections: [SECTIONS[0], { id: 'tekst', type: 'richText', title: '', html: '<p></p>' }] },
    ],
    'section.select': [{ id: null }],
    'section.move': [{ id: 'hero', to: 1 }],
    'xstate.done.actor.saveDraft': [{ output: page('draft') }],
    'xstate.error.actor.saveDraft': [{ error: { code: 'CMS_PAGE_STALE', statusCode: 409 } }],
    // Masters made, renamed and deleted change no state, only the lists: walked, they would multiply the contexts
    // past the limit, so their own test sends them (cms-edit.machine.test.ts, allowUncovered says so).
    'master.created': [],
    'master.renamed': [],
    'master.deleted': [],
    'master.published': [{ master: { ...MASTER, revision: 1, content: { title: 'O klubu', html: '<p>Klub</p>' } } }],
    'xstate.done.actor.publishPage': [{ output: page('published') }],
    'xstate.error.actor.publishPage': [checks('warning'), { error: { code: 'NETWORK', statusCode: 0 } }],
    'xstate.done.actor.publishAnyway': [{ output: page('published') }],
    'xstate.error.actor.publishAnyway': [checks('error')],
    'xstate.done.actor.discardDraft': [{ output: page('published') }],
    'xstate.error.actor.discardDraft': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'xstate.done.actor.loadHistory': [
      { output: [{ id: 1, publishedAt: '2026-11-27T10:00:00.000Z', publishedBy: null, sections: 2, live: true }] },
    ],
    'xstate.error.actor.loadHistory': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'history.restore': [{ id: 1 }],
    'xstate.done.actor.restoreVersion': [{ output: page('draft') }],
    'xstate.error.actor.restoreVersion': [{ error: { code: 'NETWORK', statusCode: 0 } }],
  },
  limit: 20_000,
};
