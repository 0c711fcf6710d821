import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './section-editor.graph.js';
import { sectionEditorMachine } from './section-editor.machine.js';

const TEXT = { id: 'tekst', type: 'richText', title: 'O nama', html: '<p>Klub</p>' };

function start() {
  const applied: unknown[] = [];
  const actor = createActor(
    sectionEditorMachine.provide({ actions: { applied: (_, section) => void applied.push(section) } }),
  ).start();
  return { actor, applied };
}

describe('section editor machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(sectionEditorMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it("should hand the changed section over on 'Primijeni', leaving the section it was given alone", () => {
    const { actor, applied } = start();
    actor.send({ type: 'open', section: TEXT });
    actor.send({ type: 'field.change', path: 'title', text: 'Povijest kluba' });
    actor.send({ type: 'apply' });
    expect(applied).toEqual([{ ...TEXT, title: 'Povijest kluba' }]);
    expect(TEXT.title).toBe('O nama');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('should refuse an emptied section and hand nothing over when closed', () => {
    const { actor, applied } = start();
    actor.send({ type: 'open', section: TEXT });
    actor.send({ type: 'field.change', path: 'title', text: '' });
    actor.send({ type: 'field.change', path: 'html', text: '<p></p>' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'close' });
    expect(applied).toEqual([]);
  });

  it("should set a carousel's picked products and a hero's image as values, not texts", () => {
    const { actor, applied } = start();
    const carousel = { id: 'niz', type: 'productCarousel', title: 'Izdvojeno', filter: { featured: true }, link: null };
    actor.send({ type: 'open', section: carousel });
    actor.send({ type: 'field.set', path: 'filter', value: { products: [3, 1], limit: 2 } });
    actor.send({ type: 'apply' });
    expect(applied).toEqual([{ ...carousel, filter: { products: [3, 1], limit: 2 } }]);
  });
});
