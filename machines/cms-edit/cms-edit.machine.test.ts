import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './cms-edit.graph.js';
import { cmsEditMachine, type EditPage } from './cms-edit.machine.js';
import {
  addSection,
  duplicateSection,
  type EditSection,
  moveSection,
  removeSection,
  typeText,
} from './section-list.js';

const SECTIONS: EditSection[] = [
  { id: 'hero', type: 'hero', title: 'Naslov', subtitle: 'Pod', cta: { title: 'Kupi', link: { type: 'named' } } },
  { id: 'izdvojeno', type: 'productCarousel', title: 'Izdvojeno', filter: {} },
  { id: 'tekst', type: 'richText', title: 'O nama', html: '<p>Klub</p>' },
];

function start(publishOutcomes: Array<'ok' | 'warnings' | 'errors'> = []) {
  const calls: string[] = [];
  let server: EditPage = { slug: 'naslovna', state: 'published', components: SECTIONS, problems: [] };
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
          calls.push(`save:${input.sections.map((s) => s.id).join(',')}`);
          server = { ...server, state: 'draft', components: input.sections };
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
    { input: { slug: 'naslovna' } },
  ).start();
  return { actor, calls, published };
}

describe('cms edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cmsEditMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should type a title in place, move a section, save it as the draft and publish it', async () => {
    const { actor, calls, published } = start();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    const typed = typeText(SECTIONS, 'izdvojeno', 'title', 'Novo u trgovini');
    actor.send({ type: 'sections.change', sections: moveSection(typed, 'tekst', -1) });
    expect(actor.getSnapshot().context.dirty).toBe(true);
    actor.send({ type: 'publish' });
    await flushMicrotasks();
    expect(calls).toEqual(['save:hero,tekst,izdvojeno', 'publish:false']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ dirty: false, notice: 'published' });
    expect(actor.getSnapshot().context.sections[2]).toMatchObject({ title: 'Novo u trgovini' });
    expect(published).toHaveLength(1);
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
    expect(calls).toEqual(['save:hero,izdvojeno']);
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
    expect(calls).toEqual(['save:hero,izdvojeno,tekst,tekst-2', 'publish:false', 'publish:true']);
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
