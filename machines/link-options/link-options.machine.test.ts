import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './link-options.graph.js';
import { isExternalUrl, type LinkOptionsInput, linkOptionsMachine } from './link-options.machine.js';

const start = (input: LinkOptionsInput) => createActor(linkOptionsMachine, { input }).start();

describe('link options machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(linkOptionsMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 120_000);

  it('should take the item picker’s post as the target, the item taking its name', () => {
    const actor = start({ title: '', link: null });
    actor.send({ type: 'kind.choose', kind: 'post' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().context.invalid).toBe('target');
    actor.send({ type: 'target.pick', target: { id: 7, slug: 'pobjeda-u-derbiju', name: 'Pobjeda u derbiju' } });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().output).toEqual({
      title: 'Pobjeda u derbiju',
      link: { type: 'post', slug: 'pobjeda-u-derbiju' },
    });
  });

  it('should link an event by its id and a tag by its slug, each only once picked for its own kind', () => {
    const actor = start({ title: 'Utakmica', link: { type: 'event', slug: '3' } });
    expect(actor.getSnapshot().context).toMatchObject({ kind: 'event', chosen: { type: 'event', slug: '3' } });
    actor.send({ type: 'kind.choose', kind: 'tag' });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().context.invalid).toBe('target');
    actor.send({ type: 'target.pick', target: { id: 2, slug: 'reprezentacija', name: 'Reprezentacija' } });
    actor.send({ type: 'target.pick', target: null });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().context.invalid).toBe('target');
    actor.send({ type: 'target.pick', target: { id: 2, slug: 'reprezentacija', name: 'Reprezentacija' } });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().output).toEqual({ title: 'Utakmica', link: { type: 'tag', slug: 'reprezentacija' } });
  });

  it('should take a full http(s) address only, in a new tab unless unticked', () => {
    const actor = start({ title: 'HNS', link: null });
    actor.send({ type: 'kind.choose', kind: 'external' });
    expect(actor.getSnapshot().context.newTab).toBe(true);
    for (const url of ['javascript:alert(1)', 'hns.family', 'https://hns', 'https://hns .family/']) {
      actor.send({ type: 'url.change', url });
      actor.send({ type: 'apply' });
      expect(actor.getSnapshot().context.invalid, url).toBe('url');
    }
    actor.send({ type: 'url.change', url: ' https://hns.family/trgovina ' });
    actor.send({ type: 'newTab.change', newTab: false });
    actor.send({ type: 'apply' });
    expect(actor.getSnapshot().output).toEqual({
      title: 'HNS',
      link: { type: 'external', url: 'https://hns.family/trgovina', newTab: false },
    });
  });

  it('should keep an external link’s own choice of tab, a new tab when it has none', () => {
    expect(
      start({ title: 'A', link: { type: 'external', url: 'https://a.hr/', newTab: false } }).getSnapshot().context,
    ).toMatchObject({ kind: 'external', newTab: false });
    expect(start({ title: 'A', link: { type: 'external', url: 'https://a.hr/' } }).getSnapshot().context.newTab).toBe(
      true,
    );
    expect(isExternalUrl('http://navijaci.hr/put?x=1')).toBe(true);
  });

  it('should end with no change when cancelled', () => {
    const actor = start({ title: 'Dresovi', link: { type: 'category', slug: 'dresovi' } });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().output).toBeNull();
  });
});
