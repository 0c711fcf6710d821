import type { GraphOptions } from '../testing/graph.js';
import type { LinkOptionsInput, LinkTarget } from './link-options.machine.js';

const SUVENIRI: LinkTarget = { type: 'category', slug: 'suveniri', title: 'Suveniri' };

/** A new item linked to a picked category, an existing external link changed, a search that fails (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { title: '', link: null } satisfies LinkOptionsInput,
    { title: 'HNS', link: { type: 'external', url: 'https://hns.family/', newTab: true } } satisfies LinkOptionsInput,
  ],
  events: {
    'title.change': [{ title: 'Suveniri kluba' }],
    'kind.choose': [{ kind: 'product' }, { kind: 'external' }],
    'query.change': [{ query: 'suv' }],
    'xstate.done.actor.searchTargets': [{ output: [SUVENIRI] }],
    'xstate.error.actor.searchTargets': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'target.pick': [{ target: SUVENIRI }],
    'url.change': [{ url: 'javascript:alert(1)' }],
  },
  limit: 20_000,
  happyPath: {
    input: { title: '', link: null },
    events: [
      { type: 'xstate.done.actor.searchTargets', output: [] },
      { type: 'query.change', query: 'suv' },
      { type: 'xstate.after.searchPause.linkOptions.open.waiting' },
      { type: 'xstate.done.actor.searchTargets', output: [SUVENIRI] },
      { type: 'target.pick', target: SUVENIRI },
      { type: 'apply' },
    ],
  },
};
