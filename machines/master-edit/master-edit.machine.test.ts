import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './master-edit.graph.js';
import { masterEditMachine } from './master-edit.machine.js';

const MASTER: EditMaster = {
  id: 3,
  name: 'Podnožje stranica',
  type: 'richText',
  content: { title: 'Službena trgovina', html: '<p>Klub</p>' },
  revision: 4,
  pages: [
    { slug: 'naslovna', title: 'Naslovna' },
    { slug: 'pomoc', title: 'Pomoć' },
  ],
};

function start(outcome: 'ok' | 'stale' = 'ok') {
  const sent: unknown[] = [];
  const published: EditMaster[] = [];
  const actor = createActor(
    masterEditMachine.provide({
      actors: {
        publishMaster: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcome === 'stale')
            throw Object.assign(new Error('stale'), { code: 'CMS_MASTER_STALE', statusCode: 409 });
          return { ...MASTER, revision: input.revision + 1, content: input.content };
        }),
      },
      actions: { published: (_, params) => void published.push(params.master) },
    }),
    { input: { master: MASTER } },
  ).start();
  return { actor, sent, published };
}

describe('master edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(masterEditMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 60_000);

  it('should ask first, then publish the changed master with the revision it read', async () => {
    const { actor, sent, published } = start();
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'field.change', field: 'title', value: 'Kupujte bez brige' });
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'publish' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(sent).toEqual([{ id: 3, revision: 4, content: { title: 'Kupujte bez brige', html: '<p>Klub</p>' } }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(published[0]).toMatchObject({ revision: 5, content: { title: 'Kupujte bez brige' } });
  });

  it("should keep the editor's fields when another editor published the master first", async () => {
    const { actor, published } = start('stale');
    actor.send({ type: 'field.change', field: 'html', value: '<p>Novo</p>' });
    actor.send({ type: 'publish' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      failure: { code: 'CMS_MASTER_STALE' },
      content: { html: '<p>Novo</p>' },
    });
    expect(published).toEqual([]);
  });
});
