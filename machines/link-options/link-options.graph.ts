import type { PickedItem } from '../item-picker/item-picker.machine.js';
import type { GraphOptions } from '../testing/graph.js';
import type { LinkOptionsInput } from './link-options.machine.js';

const SUVENIRI: PickedItem = { id: 4, slug: 'suveniri', name: 'Suveniri' };

/** A new item linked to a picked category, an existing external link changed, a pick emptied (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { title: '', link: null } satisfies LinkOptionsInput,
    { title: 'HNS', link: { type: 'external', url: 'https://hns.family/', newTab: true } } satisfies LinkOptionsInput,
  ],
  events: {
    'title.change': [{ title: 'Suveniri kluba' }],
    'kind.choose': [{ kind: 'post' }, { kind: 'external' }],
    'target.pick': [{ target: SUVENIRI }, { target: null }],
    'url.change': [{ url: 'javascript:alert(1)' }],
    'newTab.change': [{ newTab: false }],
  },
  limit: 20_000,
  happyPath: {
    input: { title: '', link: null },
    events: [{ type: 'target.pick', target: SUVENIRI }, { type: 'apply' }],
  },
};
