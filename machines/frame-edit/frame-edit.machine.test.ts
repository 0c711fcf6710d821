import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './frame-edit.graph.js';
import { type EditFrame, type FrameVersion, frameEditMachine } from './frame-edit.machine.js';
import {
  addBrand,
  addGroup,
  addLogo,
  addSocial,
  type FrameParts,
  moveBrand,
  moveGroup,
  moveLogo,
  moveSocial,
  moveTopLink,
  removeBrand,
  removeGroup,
  removeLogo,
  removeTopLink,
  renameGroup,
  setAnnouncement,
  setTopLink,
  updateBrand,
  updateLogo,
} from './frame-parts.js';

const IMAGE = {
  id: 7,
  title: 'banka.png',
  description: 'Osječka banka',
  mime: 'image/png',
  extension: 'png',
  width: 1,
  height: 1,
  url: '/x',
};
const PARTS: FrameParts = {
  announcement: null,
  partnerBrands: [
    { key: 'sportika', title: 'Sportika', media: IMAGE, link: { type: 'external', url: 'https://sportika.example' } },
  ],
  topLinks: [{ title: 'Kontakt', link: { type: 'page', slug: 'kontakt' } }],
  sponsorGroups: [
    {
      key: 'generalSponsors',
      title: 'Generalni sponzor',
      items: [{ key: 'banka', title: 'Banka', media: IMAGE, link: null }],
    },
    { key: 'mediaPartners', title: 'Medijski partneri', items: [] },
  ],
  socialLinks: [{ network: 'facebook', url: 'https://www.facebook.com/klub' }],
};

const VERSION: FrameVersion = {
  id: 3,
  publishedAt: '2026-11-27T10:00:00.000Z',
  publishedBy: 'urednik@zvijezda-shop.hr',
  announcement: 'Stara',
  sponsors: 1,
  socialLinks: 1,
  partnerBrands: 1,
  topLinks: 1,
  live: false,
};

function start(saveOutcome: 'ok' | 'stale' = 'ok') {
  const calls: string[] = [];
  let server: EditFrame = { ...PARTS, state: 'published', revision: 5, draftUpdatedAt: null, draftBy: null };
  const published: number[] = [];
  const actor = createActor(
    frameEditMachine.provide({
      actors: {
        loadFrame: fromPromise(async () => server),
        saveDraft: fromPromise(async ({ input }) => {
          calls.push(`save@${input.revision}:${input.frame.socialLinks.length}`);
          if (saveOutcome === 'stale')
            throw Object.assign(new Error('stale'), { code: 'CMS_FRAME_STALE', statusCode: 409 });
          server = { ...server, ...input.frame, state: 'draft', revision: input.revision + 1 };
          return server;
        }),
        publishFrame: fromPromise(async ({ input }) => {
          calls.push(`publish@${input.revision}`);
          server = { ...server, state: 'published', revision: input.revision + 1 };
          return server;
        }),
        loadHistory: fromPromise(async () => {
          calls.push('history');
          return [VERSION];
        }),
        restoreVersion: fromPromise(async ({ input }) => {
          calls.push(`restore ${input.id}@${input.revision}`);
          server = {
            ...server,
            announcement: { text: 'Stara', link: null },
            state: 'draft',
            revision: input.revision + 1,
          };
          return server;
        }),
      },
      actions: { published: () => void published.push(1) },
    }),
  ).start();
  return { actor, calls, published };
}

describe('frame edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(frameEditMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should add a logo and a social link, save them with the revision read and publish with the next one', async () => {
    const { actor, calls, published } = start();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    let frame = addLogo(PARTS, 'mediaPartners', IMAGE);
    frame = addSocial(frame, { network: 'instagram', url: 'https://www.instagram.com/klub' });
    actor.send({ type: 'frame.change', frame });
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(calls).toEqual(['save@5:2', 'publish@6']);
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, notice: 'published' });
    expect(actor.getSnapshot().context.frame.sponsorGroups[1]!.items[0]).toMatchObject({ title: 'Osječka banka' });
    expect(published).toHaveLength(1);
  });

  it('should refuse here, with the server codes, a group with no name, a logo with no alt text and an http address', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    const cases: Array<[FrameParts, string, string]> = [
      [renameGroup(PARTS, 'mediaPartners', ' '), 'CMS_SPONSOR_GROUP_NAME_REQUIRED', 'mediaPartners'],
      [updateLogo(PARTS, 'generalSponsors', 'banka', { title: '' }), 'CMS_LOGO_ALT_REQUIRED', 'generalSponsors/banka'],
      [addSocial(PARTS, { network: 'tiktok', url: 'http://tiktok.com/@klub' }), 'CMS_SOCIAL_URL_HTTPS', 'social:1'],
    ];
    for (const [frame, code, at] of cases) {
      actor.send({ type: 'frame.change', frame });
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.failure).toEqual({ code, status: 400, payload: { at } });
    }
    expect(calls).toEqual([]);
  });

  it("should keep the changes after another editor's write and load the frame again when asked", async () => {
    const { actor } = start('stale');
    await flushMicrotasks();
    actor.send({ type: 'frame.change', frame: removeGroup(PARTS, 'mediaPartners') });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, failure: { code: 'CMS_FRAME_STALE' } });
    expect(actor.getSnapshot().context.frame.sponsorGroups).toHaveLength(1);
    actor.send({ type: 'reload' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, frame: PARTS });
  });
});

describe('frame edit machine: the top strip (docs/decisions/0259-menu-images-and-the-top-strip.md)', () => {
  it('should refuse here a partner brand without a link and a top link without a title or a link', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    const brandAdded = addBrand(PARTS, { ...IMAGE, id: 9, description: 'Drava Tours' });
    const cases: Array<[FrameParts, string, string]> = [
      [brandAdded, 'CMS_FRAME_LINK_REQUIRED', 'brand:drava-tours'],
      [updateBrand(PARTS, 'sportika', { title: ' ' }), 'CMS_LOGO_ALT_REQUIRED', 'brand:sportika'],
      [setTopLink(PARTS, { title: '', link: { type: 'page', slug: 'pomoc' } }), 'CMS_TOP_LINK_TITLE_REQUIRED', 'top:1'],
      [setTopLink(PARTS, { title: 'Pomoć', link: null }), 'CMS_FRAME_LINK_REQUIRED', 'top:1'],
      [
        setTopLink(PARTS, { title: 'Web', link: { type: 'external', url: ' ' } }, 0),
        'CMS_FRAME_LINK_REQUIRED',
        'top:0',
      ],
    ];
    for (const [frame, code, at] of cases) {
      actor.send({ type: 'frame.change', frame });
      actor.send({ type: 'publish' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.failure).toEqual({ code, status: 400, payload: { at } });
    }
    expect(calls).toEqual([]);
  });

  it('should add a linked partner brand and a top link, reorder both and send them with the draft', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    let frame = addBrand(PARTS, { ...IMAGE, id: 9, description: 'Drava Tours' });
    frame = updateBrand(frame, 'drava-tours', { link: { type: 'external', url: 'https://drava.example' } });
    frame = moveBrand(frame, 'drava-tours', -1);
    frame = setTopLink(frame, { title: 'Pomoć', link: { type: 'page', slug: 'pomoc' } });
    frame = moveTopLink(frame, 1, -1);
    actor.send({ type: 'frame.change', frame });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save@5:1']);
    const saved = actor.getSnapshot().context.frame;
    expect(saved.partnerBrands.map((b) => b.key)).toEqual(['drava-tours', 'sportika']);
    expect(saved.partnerBrands[0]).toMatchObject({ title: 'Drava Tours', media: { id: 9 } });
    expect(saved.topLinks.map((l) => l.title)).toEqual(['Pomoć', 'Kontakt']);
    expect(removeTopLink(saved, 0).topLinks.map((l) => l.title)).toEqual(['Kontakt']);
    expect(removeBrand(saved, 'sportika').partnerBrands.map((b) => b.key)).toEqual(['drava-tours']);
    expect(moveTopLink(saved, 1, 1).topLinks).toEqual(saved.topLinks);
  });
});

describe('frame edit machine: history', () => {
  it('should list the publications and bring one back as the draft with the revision read', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'history.open' });
    await flushMicrotasks();
    expect(actor.getSnapshot().matches({ history: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.versions).toEqual([VERSION]);
    actor.send({ type: 'history.restore', id: 3 });
    await flushMicrotasks();
    expect(calls).toEqual(['history', 'restore 3@5']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      notice: 'restored',
      dirty: false,
      saved: { state: 'draft', revision: 6 },
      frame: { announcement: { text: 'Stara' } },
    });
  });

  it('should not restore over unsaved changes', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'frame.change', frame: setAnnouncement(PARTS, 'Nova', null) });
    actor.send({ type: 'history.open' });
    await flushMicrotasks();
    actor.send({ type: 'history.restore', id: 3 });
    await flushMicrotasks();
    expect(calls).toEqual(['history']);
    expect(actor.getSnapshot().context.frame.announcement).toEqual({ text: 'Nova', link: null });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('frame parts', () => {
  it('should add a group with a key of its own and move groups, logos and social links within their lists', () => {
    const added = addGroup(addGroup(PARTS, 'Prijatelji kluba'), 'Prijatelji kluba');
    expect(added.sponsorGroups.map((g) => g.key)).toEqual([
      'generalSponsors',
      'mediaPartners',
      'prijatelji-kluba',
      'prijatelji-kluba-2',
    ]);
    expect(moveGroup(added, 'mediaPartners', -1).sponsorGroups[0]!.key).toBe('mediaPartners');
    expect(moveGroup(added, 'generalSponsors', -1).sponsorGroups[0]!.key).toBe('generalSponsors');
    const two = addLogo(PARTS, 'generalSponsors', { ...IMAGE, id: 8, description: 'Pivovara Tvrđa' });
    expect(two.sponsorGroups[0]!.items.map((i) => i.key)).toEqual(['banka', 'pivovara-tvrda']);
    expect(moveLogo(two, 'generalSponsors', 'pivovara-tvrda', -1).sponsorGroups[0]!.items[0]!.key).toBe(
      'pivovara-tvrda',
    );
    expect(removeLogo(two, 'generalSponsors', 'banka').sponsorGroups[0]!.items).toHaveLength(1);
    const socials = addSocial(PARTS, { network: 'youtube', url: 'https://youtube.com/@klub' });
    expect(moveSocial(socials, 1, -1).socialLinks.map((s) => s.network)).toEqual(['youtube', 'facebook']);
    expect(setAnnouncement(PARTS, '', null).announcement).toBeNull();
    expect(setAnnouncement(PARTS, 'Akcija', null).announcement).toEqual({ text: 'Akcija', link: null });
  });
});
