import type { GraphOptions } from '../testing/graph.js';
import type { EditFrame } from './frame-edit.machine.js';
import type { FrameParts } from './frame-parts.js';

const IMAGE = {
  id: 7,
  title: 'logo',
  description: 'Banka',
  mime: 'image/png',
  extension: 'png',
  width: 1,
  height: 1,
  url: '/x',
};
const PARTS: FrameParts = {
  announcement: null,
  partnerBrands: [{ key: 'p', title: 'Partner', media: IMAGE, link: { type: 'external', url: 'https://p.hr' } }],
  topLinks: [{ title: 'Kontakt', link: { type: 'page', slug: 'kontakt' } }],
  sponsorGroups: [{ key: 'g', title: 'Sponzori', items: [{ key: 'b', title: 'Banka', media: IMAGE, link: null }] }],
  socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/klub' }],
};
const frame = (state: 'draft' | 'published'): EditFrame => ({
  ...PARTS,
  state,
  revision: 1,
  draftUpdatedAt: null,
  draftBy: null,
});
const failed = (code: string) => ({ error: { code, statusCode: code === 'NETWORK' ? 0 : 409 } });

/** The frame changed (well and badly), saved, published and dropped past refusals and another editor's write, and the history (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'xstate.done.actor.loadFrame': [{ output: frame('published') }, { output: frame('draft') }],
    'xstate.error.actor.loadFrame': [failed('NETWORK')],
    'frame.change': [
      { frame: { ...PARTS, socialLinks: [], topLinks: [] } },
      { frame: { ...PARTS, socialLinks: [{ network: 'facebook', url: 'http://x.hr' }] } },
    ],
    'xstate.done.actor.saveDraft': [{ output: frame('draft') }],
    'xstate.error.actor.saveDraft': [failed('CMS_FRAME_STALE')],
    'xstate.done.actor.publishFrame': [{ output: frame('published') }],
    'xstate.error.actor.publishFrame': [failed('NETWORK')],
    'xstate.done.actor.discardDraft': [{ output: frame('published') }],
    'xstate.error.actor.discardDraft': [failed('NETWORK')],
    'xstate.done.actor.loadHistory': [
      {
        output: [
          {
            id: 1,
            publishedAt: '2026-11-27T10:00:00.000Z',
            publishedBy: null,
            announcement: null,
            sponsors: 1,
            socialLinks: 1,
            partnerBrands: 1,
            topLinks: 1,
            live: false,
          },
        ],
      },
    ],
    'xstate.error.actor.loadHistory': [failed('NETWORK')],
    'history.restore': [{ id: 1 }],
    'xstate.done.actor.restoreVersion': [{ output: frame('draft') }],
    'xstate.error.actor.restoreVersion': [failed('NOT_FOUND')],
  },
  limit: 20_000,
};
