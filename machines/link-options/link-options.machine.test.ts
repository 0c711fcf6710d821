import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './link-options.graph.js';
import { type LinkOptionsInput, linkOptionsMachine } from './link-options.machine.js';

function start(input: LinkOptionsInput) {
  const searches: string[] = [];
  const actor = createActor(
    linkOptionsMachine.provide({
      actors: {
        searchTargets: fromPromise(async ({ input: q }) => {
          searches.push(`${q.type}:${q.q}`);
          return [{ type: q.type, slug: 'suveniri', title: 'Suveniri' }];
        }),
      },
      delays: { searchPause: 0 },
    }),
    { input },
  ).start();
  return { actor, searches };
}

describe('link options machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(linkOptionsMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should search the categories, pick one and apply it, the item taking its name', async () => {
    const { actor, searches } = start({ title: '', link: null });
    await flushMicrotasks();
    actor.send({ type: 'query.change', query: 'suv' });
    await new Promise((r) => setTimeout(r, 5));
    await flushMicrotasks();
    expect(searches).toEqual(['category:', 'category:suv']);
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().context.invalid).toBe('target');
    actor.send({ type: 'target.pick', target: actor.getSnapshot().context.results[0]! });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ title: 'Suveniri', link: { type: 'category', slug: 'suveniri' } });
  });

  it('should take an external http(s) address only, opened in a new tab', async () => {
    const { actor, searches } = start({ title: 'HNS', link: { type: 'external', url: 'https://hns.family/' } });
    await flushMicrotasks();
    expect(searches).toEqual([]);
    actor.send({ type: 'url.change', url: 'javascript:alert(1)' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().context.invalid).toBe('url');
    actor.send({ type: 'url.change', url: 'https://hns.family/trgovina' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().output).toEqual({
      title: 'HNS',
      link: { type: 'external', url: 'https://hns.family/trgovina', newTab: true },
    });
  });

  it('should end with no change when cancelled', async () => {
    const { actor } = start({ title: 'Dresovi', link: { type: 'category', slug: 'dresovi' } });
    await flushMicrotasks();
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toBeNull();
  });
});
