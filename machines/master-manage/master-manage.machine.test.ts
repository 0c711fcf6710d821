import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EditMaster } from '../cms-edit/cms-edit.machine.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './master-manage.graph.js';
import { type MasterNaming, masterManageMachine } from './master-manage.machine.js';

const SECTION = { id: 'richText-2', type: 'richText', title: 'Dostava', html: '<p>Besplatna dostava</p>' };
const MASTER: EditMaster = {
  id: 7,
  name: 'Traka o dostavi',
  type: 'richText',
  content: { title: 'Dostava', html: '<p>Besplatna dostava</p>' },
  revision: 2,
  pages: [{ slug: 'pomoc', title: 'Pomoć' }],
};
const coded = (code: string, payload?: unknown) =>
  Object.assign(new Error(code), { code, statusCode: 409, ...(payload ? { payload } : {}) });

function start(refuse?: { save?: Error; remove?: Error }) {
  const saved: MasterNaming[] = [];
  const removed: number[] = [];
  const told: Array<{ type: string; value: unknown }> = [];
  const actor = createActor(
    masterManageMachine.provide({
      actors: {
        saveMaster: fromPromise(async ({ input }) => {
          saved.push(input);
          if (refuse?.save) throw refuse.save;
          return input.action === 'create'
            ? { ...MASTER, id: 8, name: input.name, pages: [] }
            : { ...MASTER, name: input.name };
        }),
        deleteMaster: fromPromise(async ({ input }) => {
          removed.push(input.id);
          if (refuse?.remove) throw refuse.remove;
          return input;
        }),
      },
      actions: {
        created: (_, params) => void told.push({ type: 'created', value: params }),
        renamed: (_, params) => void told.push({ type: 'renamed', value: params.master }),
        deleted: (_, params) => void told.push({ type: 'deleted', value: params.id }),
      },
    }),
  ).start();
  return { actor, saved, removed, told };
}

describe('master manage machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(masterManageMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  }, 60_000);

  it('should not send a master without a name, then make one of the section and hand both to the page', async () => {
    const { actor, saved, told } = start();
    actor.send({ type: 'create', section: SECTION });
    actor.send({ type: 'name.change', name: '   ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'CMS_MASTER_NAME_REQUIRED', status: 400 });
    expect(saved).toEqual([]);
    actor.send({ type: 'name.change', name: '  Traka  o dostavi ' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'submit' });
    await flushMicrotasks();
    expect(saved).toEqual([{ action: 'create', name: 'Traka o dostavi', section: SECTION }]);
    expect(told).toEqual([
      {
        type: 'created',
        value: { master: { ...MASTER, id: 8, name: 'Traka o dostavi', pages: [] }, section: SECTION },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ section: null, name: '' });
  });

  it("should keep the typed name with the server's reason when the name is taken", async () => {
    const { actor, told } = start({ save: coded('CMS_MASTER_NAME_TAKEN') });
    actor.send({ type: 'rename', master: MASTER });
    expect(actor.getSnapshot().context.name).toBe('Traka o dostavi');
    actor.send({ type: 'name.change', name: 'Podnožje stranica' });
    actor.send({ type: 'submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context).toMatchObject({
      name: 'Podnožje stranica',
      failure: { code: 'CMS_MASTER_NAME_TAKEN', status: 409 },
    });
    expect(told).toEqual([]);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ master: null, failure: null });
  });

  it('should rename a master by its id', async () => {
    const { actor, saved, told } = start();
    actor.send({ type: 'rename', master: MASTER });
    actor.send({ type: 'name.change', name: 'Dostava na stranicama' });
    actor.send({ type: 'submit' });
    await flushMicrotasks();
    expect(saved).toEqual([{ action: 'rename', name: 'Dostava na stranicama', id: 7 }]);
    expect(told).toEqual([{ type: 'renamed', value: { ...MASTER, name: 'Dostava na stranicama' } }]);
  });

  it('should delete only once confirmed, and say why when pages still use the master', async () => {
    const inUse = coded('CMS_MASTER_IN_USE', { pages: 1, titles: ['Pomoć'], releases: [] });
    const { actor, removed, told } = start({ remove: inUse });
    actor.send({ type: 'delete', master: MASTER });
    actor.send({ type: 'cancel' });
    expect(removed).toEqual([]);
    actor.send({ type: 'delete', master: MASTER });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(removed).toEqual([7]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'CMS_MASTER_IN_USE',
      status: 409,
      payload: { pages: 1, titles: ['Pomoć'], releases: [] },
    });
    expect(told).toEqual([]);

    const ok = start();
    ok.actor.send({ type: 'delete', master: { ...MASTER, pages: [] } });
    ok.actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(ok.told).toEqual([{ type: 'deleted', value: 7 }]);
  });
});
