import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './cms-edit.graph.js';
import { cmsEditMachine, type EditMaster, type EditPage } from './cms-edit.machine.js';
import {
  addSection,
  duplicateSection,
  type EditSection,
  moveSection,
  moveSectionTo,
  removeSection,
  typeText,
} from './section-list.js';
import { backToMaster, detachChild, fieldStates, makeChild, pagesWord } from './section-masters.js';

const SECTIONS: EditSection[] = [
  { id: 'hero', type: 'hero', title: 'Naslov', subtitle: 'Pod', cta: { title: 'Kupi', link: { type: 'named' } } },
  { id: 'izdvojeno', type: 'productCarousel', title: 'Izdvojeno', filter: {} },
  { id: 'tekst', type: 'richText', title: 'O nama', html: '<p>Klub</p>' },
];

const MASTER: EditMaster = {
  id: 7,
  name: 'Podnožje',
  type: 'richText',
  content: { title: 'Službena trgovina', html: '<p>Klub</p>' },
  revision: 2,
  pages: [{ slug: 'naslovna', title: 'Naslovna' }],
};

function start(publishOutcomes: Array<'ok' | 'warnings' | 'errors' | 'stale'> = [], historyLimit?: number) {
  const calls: string[] = [];
  let server: EditPage = {
    slug: 'naslovna',
    revision: 1,
    state: 'published',
    components: SECTIONS,
    problems: [],
    masters: [MASTER],
  };
  const published: number[] = [];
  const problems = (level: string) =>
    Object.assign(new Error('checks'), {
      code: 'CMS_PUBLISH_CHECKS',
      statusCode: 409,
      payload: { problems: [{ level, kind: 'missingAlt', sectionId: 'hero', message: 'Slika nema opis.' }] },
    });
  const actor = createActor(
    cmsEditMachine.provide({
      actors: {
        loadPage: fromPromise(async () => server),
        saveDraft: fromPromise(async ({ input }) => {
          calls.push(`save:${input.sections.map((s) => s.id).join(',')}@${input.revision}`);
          if (input.revision !== server.revision)
            throw Object.assign(new Error('stale'), { code: 'CMS_PAGE_STALE', statusCode: 409 });
          server = { ...server, state: 'draft', components: input.sections, revision: server.revision + 1 };
          return server;
        }),
        discardDraft: fromPromise(async () => {
          server = { ...server, state: 'published', components: SECTIONS, revision: server.revision + 1 };
          return server;
        }),
        publishPage: fromPromise(async ({ input }) => {
          calls.push(`publish:${input.acceptWarnings}`);
          const outcome = publishOutcomes.shift() ?? 'ok';
          if (outcome === 'warnings' && !input.acceptWarnings) throw problems('warning');
          if (outcome === 'errors') throw problems('error');
          server = { ...server, state: 'published' };
          return server;
        }),
      },
      actions: { published: () => void published.push(1) },
    }),
    { input: { slug: 'naslovna', historyLimit } },
  ).start();
  return {
    actor,
    calls,
    published,
    /** Another editor saves the page meanwhile. */
    otherEditorSaves: () => {
      server = { ...server, revision: server.revision + 1, state: 'draft' };
    },
  };
}

const MASTER_LISTS =
  "walked, the masters' lists multiply the contexts past the limit; 'masters made, renamed and deleted' sends them";

describe('cms edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cmsEditMachine, {
      ...graphOptions,
      // Every transition once: the sections' and masters' many contexts would make every snapshot's edge a path.
      strategy: 'cover',
      allowUncovered: {
        'editing --undo [canUndo]--> (stays)':
          "the copies kept multiply the walked contexts tenfold; 'undo and redo' below takes them back and forth",
        'editing --redo [canRedo]--> (stays)':
          "the copies kept multiply the walked contexts tenfold; 'undo and redo' below takes them back and forth",
        'editing --master.created--> (stays)': MASTER_LISTS,
        'editing --master.renamed--> (stays)': MASTER_LISTS,
        'editing --master.deleted--> (stays)': MASTER_LISTS,
      },
    });
    expect(report.states.reached).toEqual(report.states.total);
    // Room for a loaded 2-core machine: the snapshots are still all explored to find the cover.
  }, 300_000);

  it('should type a title in place, move a section, save it as the draft and publish it', async () => {
    const { actor, calls, published } = start();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    const typed = typeText(SECTIONS, 'izdvojeno', 'title', 'Novo u trgovini');
    actor.send({ type: 'sections.change', sections: moveSection(typed, 'tekst', -1) });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,tekst,izdvojeno@1', 'publish:false']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, notice: 'published' });
    expect(actor.getSnapshot().context.sections[2]).toMatchObject({ title: 'Novo u trgovini' });
    expect(published).toHaveLength(1);
  });

  it('should put a dropped section at its new place and say where, and ignore a drop on its own place', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'section.move', id: 'hero', to: 0 });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, moved: null });
    actor.send({ type: 'section.move', id: 'hero', to: 2 });
    expect(actor.getSnapshot().context.sections.map((s) => s.id)).toEqual(['izdvojeno', 'tekst', 'hero']);
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, moved: { id: 'hero', place: 3, of: 3 } });
    actor.send({ type: 'section.move', id: 'hero', to: 3 });
    actor.send({ type: 'section.move', id: 'nema', to: 0 });
    expect(actor.getSnapshot().context.sections.map((s) => s.id)).toEqual(['izdvojeno', 'tekst', 'hero']);
    // A text typed afterwards is no move: the announcement is not repeated.
    actor.send({
      type: 'sections.change',
      sections: typeText(actor.getSnapshot().context.sections, 'hero', 'title', 'X'),
    });
    expect(actor.getSnapshot().context.moved).toBeNull();
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:izdvojeno,tekst,hero@1']);
  });

  it('should refuse to save an empty section without asking the server', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    const emptied = typeText(typeText(SECTIONS, 'tekst', 'title', ''), 'tekst', 'html', '<p> </p>');
    actor.send({ type: 'sections.change', sections: emptied });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'sections.change', sections: removeSection(emptied, 'tekst') });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,izdvojeno@1']);
  });

  it('should list the checks that stop publication, and publish past warnings only when asked', async () => {
    const { actor, calls } = start(['warnings']);
    await flushMicrotasks();
    actor.send({ type: 'sections.change', sections: duplicateSection(SECTIONS, 'tekst') });
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('checks');
    expect(actor.getSnapshot().context.problems).toHaveLength(1);
    actor.send({ type: 'publish.anyway' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual(['save:hero,izdvojeno,tekst,tekst-2@1', 'publish:false', 'publish:true']);
  });

  it('should not publish past errors', async () => {
    const { actor } = start(['errors']);
    await flushMicrotasks();
    actor.send({ type: 'sections.change', sections: addSection(SECTIONS, 'richText', 'hero') });
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    actor.send({ type: 'publish.anyway' });
    expect(actor.getSnapshot().value).toBe('checks');
  });

  it('should publish nothing when nothing changed and there is no draft', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'publish' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });
});

describe('cms edit machine: undo and redo', () => {
  const titles = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.sections.map((s) => s.title);
  const type = (actor: ReturnType<typeof start>['actor'], title: string) =>
    actor.send({
      type: 'sections.change',
      sections: typeText(actor.getSnapshot().context.sections, 'hero', 'title', title),
    });

  it('should take a typed text back, make it again, and forget what was undone once something else changes', async () => {
    const { actor } = start();
    await flushMicrotasks();
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context).toMatchObject({ sections: SECTIONS, dirty: false, notice: null });
    type(actor, 'Prvi');
    type(actor, 'Drugi');
    actor.send({ type: 'undo' });
    expect(titles(actor)[0]).toBe('Prvi');
    actor.send({ type: 'undo' });
    // Back to the very list the server answered: nothing unsaved.
    expect(actor.getSnapshot().context).toMatchObject({ sections: SECTIONS, dirty: false, notice: 'undone' });
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, notice: 'redone' });
    expect(titles(actor)[0]).toBe('Prvi');
    actor.send({ type: 'section.move', id: 'hero', to: 2 });
    expect(actor.getSnapshot().context.history.future).toEqual([]);
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context.sections.map((s) => s.id)).toEqual(['izdvojeno', 'tekst', 'hero']);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.sections.map((s) => s.id)).toEqual(['hero', 'izdvojeno', 'tekst']);
    expect(titles(actor)[0]).toBe('Prvi');
  });

  it('should undo sections added, duplicated and removed, and keep no more changes than its limit', async () => {
    const { actor } = start([], 2);
    await flushMicrotasks();
    const ids = () => actor.getSnapshot().context.sections.map((s) => s.id);
    actor.send({ type: 'sections.change', sections: addSection(SECTIONS, 'richText', null) });
    actor.send({ type: 'sections.change', sections: duplicateSection(actor.getSnapshot().context.sections, 'hero') });
    actor.send({ type: 'sections.change', sections: removeSection(actor.getSnapshot().context.sections, 'tekst') });
    expect(ids()).toEqual(['hero', 'hero-2', 'izdvojeno', 'richText-2']);
    actor.send({ type: 'undo' });
    actor.send({ type: 'undo' });
    expect(ids()).toEqual(['hero', 'izdvojeno', 'tekst', 'richText-2']);
    // The first change is past the limit of two: it stays.
    actor.send({ type: 'undo' });
    expect(ids()).toEqual(['hero', 'izdvojeno', 'tekst', 'richText-2']);
    expect(actor.getSnapshot().context.history.future).toHaveLength(2);
  });

  it('should keep the history over a save and publication, and drop it with a discarded draft', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    type(actor, 'Spremljeno');
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true });
    expect(titles(actor)[0]).toBe('Naslov');
    // Redone to the list the save sent (this fake server keeps it as it came): the draft as saved, published as is.
    actor.send({ type: 'redo' });
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,izdvojeno,tekst@1', 'publish:false']);
    expect(actor.getSnapshot().context.history.past).toHaveLength(1);
    type(actor, 'Nacrt');
    actor.send({ type: 'discard' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'discarded', history: { past: [], future: [] } });
  });

  it('should drop the history when a published master changes its children', async () => {
    const { actor } = start();
    await flushMicrotasks();
    type(actor, 'X');
    actor.send({ type: 'master.published', master: { ...MASTER, revision: 3 } });
    actor.send({ type: 'undo' });
    expect(titles(actor)[0]).toBe('X');
  });
});

describe('cms edit machine: two editors and masters', () => {
  it("should keep the editor's changes when another editor saved first, until 'Učitaj ponovno'", async () => {
    const { actor, calls, otherEditorSaves } = start();
    await flushMicrotasks();
    otherEditorSaves();
    const typed = typeText(SECTIONS, 'hero', 'title', 'Moj naslov');
    actor.send({ type: 'sections.change', sections: typed });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,izdvojeno,tekst@1']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: true, failure: { code: 'CMS_PAGE_STALE' } });
    expect(actor.getSnapshot().context.sections[0]).toMatchObject({ title: 'Moj naslov' });
    actor.send({ type: 'reload' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, page: { revision: 2 } });
    actor.send({ type: 'sections.change', sections: typed });
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls.at(-1)).toBe('save:hero,izdvojeno,tekst@2');
  });

  it("should let a published master's new fields reach its children's inherited fields only", async () => {
    const { actor } = start();
    await flushMicrotasks();
    const child = { ...makeChild({ id: 'tekst', type: 'richText' }, MASTER), html: '<p>Naš tekst</p>' };
    actor.send({ type: 'sections.change', sections: [SECTIONS[0]!, child] });
    const master = { ...MASTER, revision: 3, content: { title: 'Novi naslov', html: '<p>Novo</p>' } };
    actor.send({ type: 'master.published', master });
    expect(actor.getSnapshot().context.sections[1]).toEqual({
      id: 'tekst',
      type: 'richText',
      masterId: 7,
      title: 'Novi naslov',
      html: '<p>Naš tekst</p>',
    });
    expect(actor.getSnapshot().context.page?.masters[0]?.revision).toBe(3);
  });
});

describe('cms edit machine: masters made, renamed and deleted from the panel', () => {
  it('should list a new master and make the section its first child (unsaved, undoable), then rename and drop it', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    const made: EditMaster = {
      id: 9,
      name: 'O nama',
      type: 'richText',
      content: { title: 'O nama', html: '<p>Klub</p>' },
      revision: 0,
      pages: [],
    };
    actor.send({ type: 'master.created', master: made, sectionId: 'tekst' });
    const { context } = actor.getSnapshot();
    expect(context.page?.masters.map((m) => m.id)).toEqual([7, 9]);
    expect(context.sections.find((s) => s.id === 'tekst')).toEqual({
      id: 'tekst',
      type: 'richText',
      masterId: 9,
      ...made.content,
    });
    expect(context.dirty).toBe(true);
    actor.send({ type: 'master.renamed', master: { ...made, name: 'Klub ukratko' } });
    expect(actor.getSnapshot().context.page?.masters.map((m) => m.name)).toEqual(['Podnožje', 'Klub ukratko']);
    actor.send({ type: 'master.deleted', id: 9 });
    expect(actor.getSnapshot().context.page?.masters.map((m) => m.id)).toEqual([7]);
    actor.send({ type: 'save' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,izdvojeno,tekst@1']);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().context.sections.find((s) => s.id === 'tekst')).not.toHaveProperty('masterId');
  });
});

describe('master and child sections', () => {
  it('should make a child, tell inherited from overridden fields, go back to the master and detach', () => {
    const child = makeChild({ id: 'tekst', type: 'richText', title: 'Staro', html: '<p>Staro</p>' }, MASTER);
    expect(child).toEqual({ id: 'tekst', type: 'richText', masterId: 7, ...MASTER.content });
    const typed = typeText([child], 'tekst', 'title', 'Naš naslov')[0]!;
    expect(fieldStates(typed, MASTER)).toEqual([
      { field: 'title', label: 'Naslov', overridden: true },
      { field: 'html', label: 'Tekst', overridden: false },
    ]);
    const back = backToMaster(typed, MASTER, 'title');
    expect(fieldStates(back, MASTER).every((f) => !f.overridden)).toBe(true);
    expect(detachChild(typed)).toEqual({ id: 'tekst', type: 'richText', title: 'Naš naslov', html: '<p>Klub</p>' });
    // Media compare by id: the editor's expanded media equal the stored ids.
    const hero = { ...MASTER, type: 'hero', content: { media: { id: 4, url: '/m/4' } } };
    expect(fieldStates({ id: 'h', type: 'hero', media: { id: 4 } }, hero)[0]?.overridden).toBe(false);
  });

  it('should word the page count in Croatian', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map((n) => `${n} ${pagesWord(n)}`)).toEqual([
      '1 stranicu',
      '2 stranice',
      '4 stranice',
      '5 stranica',
      '11 stranica',
      '12 stranica',
      '21 stranicu',
      '22 stranice',
      '25 stranica',
    ]);
  });
});

describe('section list changes', () => {
  it('should add after a section, duplicate with a fresh id, move within bounds and leave the list given alone', () => {
    const added = addSection(SECTIONS, 'richText', 'hero');
    expect(added.map((s) => s.id)).toEqual(['hero', 'richText-2', 'izdvojeno', 'tekst']);
    expect(added[1]).toMatchObject({ type: 'richText', title: 'Novi naslov' });
    expect(addSection(SECTIONS, 'productCarousel', null).at(-1)).toMatchObject({ id: 'productCarousel-2' });
    const twice = duplicateSection(duplicateSection(SECTIONS, 'tekst'), 'tekst');
    expect(twice.map((s) => s.id)).toEqual(['hero', 'izdvojeno', 'tekst', 'tekst-3', 'tekst-2']);
    expect(moveSection(SECTIONS, 'hero', -1)).toEqual(SECTIONS);
    expect(moveSection(SECTIONS, 'hero', 1).map((s) => s.id)).toEqual(['izdvojeno', 'hero', 'tekst']);
    expect(moveSectionTo(SECTIONS, 'tekst', 0).map((s) => s.id)).toEqual(['tekst', 'hero', 'izdvojeno']);
    expect(moveSectionTo(SECTIONS, 'tekst', 3)).toEqual(SECTIONS);
    expect(typeText(SECTIONS, 'hero', 'cta.title', 'Na dres')[0]).toMatchObject({
      cta: { title: 'Na dres', link: { type: 'named' } },
    });
    expect(SECTIONS[0]).toMatchObject({ cta: { title: 'Kupi' } });
  });

  it('should add and duplicate nothing past the sections a page may hold', () => {
    const full = Array.from({ length: 40 }, (_, i) => ({ id: `t${i}`, type: 'richText', html: '<p>x</p>' }));
    expect(addSection(full, 'richText', null)).toHaveLength(40);
    expect(duplicateSection(full, 't0')).toHaveLength(40);
  });
});
