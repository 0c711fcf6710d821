import type { GraphOptions } from '../testing/graph.js';
import type { Release, ReleaseInput, ReleaseOptions, ReleasePreview } from './cms-release.machine.js';

const RELEASE: Release = {
  id: 1,
  name: 'Lansiranje kompleta',
  moment: '2026-12-01T17:00:00.000Z',
  status: 'scheduled',
  createdBy: 'urednik@zvijezda-shop.hr',
  publishedAt: null,
  rolledBackAt: null,
  pages: [{ slug: 'naslovna', title: 'Naslovna', sections: 6 }],
  navigations: [{ handle: 'main', title: 'Glavni izbornik' }],
  masters: [],
  popup: null,
  products: [],
};
const INPUT: ReleaseInput = { name: 'Lansiranje kompleta', moment: RELEASE.moment, pages: ['naslovna'] };
const PREVIEW: ReleasePreview = {
  id: 1,
  name: RELEASE.name,
  moment: RELEASE.moment,
  pages: [],
  navigations: [],
  masters: [],
  popup: null,
  products: [],
};
const OPTIONS: ReleaseOptions = {
  popup: { title: 'Novi dres', subtitle: 'Sezona 2025./26.', description: '<p>Stigao je</p>', showPopup: true },
  navigations: [{ handle: 'main', title: 'Glavni izbornik' }],
  masters: [],
};
const failed = (code: string, statusCode: number) => ({ error: { code, statusCode } });

/** A release scheduled, edited, previewed, cancelled and rolled back, with the server's refusals (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'xstate.done.actor.loadReleases': [{ output: [RELEASE] }],
    'xstate.error.actor.loadReleases': [failed('NETWORK', 0)],
    'form.edit': [{ id: 1 }],
    'xstate.done.actor.loadOptions': [{ output: OPTIONS }],
    'xstate.error.actor.loadOptions': [failed('NETWORK', 0)],
    'form.submit': [{ input: INPUT }],
    'xstate.done.actor.scheduleRelease': [{ output: RELEASE }],
    'xstate.error.actor.scheduleRelease': [failed('CMS_RELEASE_MOMENT_PAST', 400)],
    'xstate.done.actor.updateRelease': [{ output: RELEASE }],
    'xstate.error.actor.updateRelease': [failed('CMS_RELEASE_NO_DRAFT', 400), failed('CMS_RELEASE_NOT_SCHEDULED', 409)],
    preview: [{ id: 1 }],
    'xstate.done.actor.previewRelease': [{ output: PREVIEW }],
    'xstate.error.actor.previewRelease': [failed('NETWORK', 0)],
    'act.ask': [
      { id: 1, action: 'cancel' },
      { id: 1, action: 'rollback' },
    ],
    'xstate.done.actor.actOnRelease': [{ output: RELEASE }],
    'xstate.error.actor.actOnRelease': [failed('CMS_RELEASE_NOT_SCHEDULED', 409)],
  },
  happyPath: {
    events: [
      { type: 'xstate.done.actor.loadReleases', output: [] },
      { type: 'form.open' },
      { type: 'xstate.done.actor.loadOptions', output: OPTIONS },
      { type: 'form.submit', input: INPUT },
      { type: 'xstate.done.actor.scheduleRelease', output: RELEASE },
      { type: 'xstate.done.actor.loadReleases', output: [RELEASE] },
    ],
  },
  limit: 5_000,
};
