import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './cms-release.graph.js';
import { cmsReleaseMachine, type Release, type ReleaseInput, type ReleaseOptions } from './cms-release.machine.js';

const release = (status: Release['status']): Release => ({
  id: 7,
  name: 'Lansiranje',
  moment: '2026-12-01T17:00:00.000Z',
  status,
  createdBy: 'urednik@zvijezda-shop.hr',
  publishedAt: null,
  rolledBackAt: null,
  pages: [],
  navigations: [],
  masters: [],
  popup: null,
  products: [],
});
const OPTIONS: ReleaseOptions = {
  popup: { title: 'Novi dres', subtitle: 'Sezona 2025./26.', description: '<p>Stigao je</p>', showPopup: true },
  navigations: [{ handle: 'footer1', title: 'Podnožje 1' }],
  masters: [{ id: 3, name: 'Podnožje stranica', type: 'richText', content: { title: 'Trgovina', html: '<p>x</p>' } }],
};
const INPUT: ReleaseInput = { name: 'Lansiranje', moment: '2026-12-01T17:00:00.000Z', pages: ['naslovna'] };
const refusal = (code: string, statusCode: number) => Object.assign(new Error(code), { code, statusCode });

function start(script: { schedule?: Error[]; update?: Error[]; act?: Error[]; options?: Error[] } = {}) {
  const calls: string[] = [];
  let list: Release[] = [release('scheduled')];
  const actor = createActor(
    cmsReleaseMachine.provide({
      actors: {
        loadReleases: fromPromise(async () => {
          calls.push('load');
          return list;
        }),
        loadOptions: fromPromise(async () => {
          const error = script.options?.shift();
          if (error) throw error;
          return OPTIONS;
        }),
        scheduleRelease: fromPromise(async ({ input }) => {
          calls.push(`schedule ${input.name}`);
          const error = script.schedule?.shift();
          if (error) throw error;
          return release('scheduled');
        }),
        updateRelease: fromPromise(async ({ input }) => {
          calls.push(`update ${input.id} ${input.input.name}`);
          const error = script.update?.shift();
          if (error) throw error;
          return release('scheduled');
        }),
        previewRelease: fromPromise(async ({ input }) => {
          calls.push(`preview ${input}`);
          return {
            id: input,
            name: 'Lansiranje',
            moment: INPUT.moment,
            pages: [],
            navigations: [],
            masters: [],
            popup: null,
            products: [],
          };
        }),
        actOnRelease: fromPromise(async ({ input }) => {
          calls.push(`${input.action} ${input.id}`);
          const error = script.act?.shift();
          if (error) throw error;
          list = [release(input.action === 'cancel' ? 'cancelled' : 'rolledBack')];
          return list[0]!;
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('cms release machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cmsReleaseMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should schedule once and read the list again with a notice', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'form.open' });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', input: INPUT });
    actor.send({ type: 'form.submit', input: INPUT });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toBe('scheduled');
    expect(calls).toEqual(['load', 'schedule Lansiranje', 'load']);
  });

  it('should keep the form and the coded reason when the server refuses', async () => {
    const { actor } = start({ schedule: [refusal('CMS_RELEASE_MOMENT_PAST', 400)] });
    await flushMicrotasks();
    actor.send({ type: 'form.open' });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', input: INPUT });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('composing');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'CMS_RELEASE_MOMENT_PAST' });
    expect(actor.getSnapshot().context.draft).toEqual(INPUT);
  });

  it('should edit a scheduled release through its edit, not a new schedule, and say it was saved', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'form.edit', id: 7 });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('composing');
    expect(actor.getSnapshot().context.editing).toBe(7);
    actor.send({ type: 'form.submit', input: { ...INPUT, name: 'Drugo ime' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'updated', editing: null, draft: null });
    expect(calls).toEqual(['load', 'update 7 Drugo ime', 'load']);
  });

  it('should keep the edit open on a refusal the editor can correct', async () => {
    const { actor } = start({ update: [refusal('CMS_RELEASE_NO_DRAFT', 400)] });
    await flushMicrotasks();
    actor.send({ type: 'form.edit', id: 7 });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', input: INPUT });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('composing');
    expect(actor.getSnapshot().context).toMatchObject({ editing: 7, failure: { code: 'CMS_RELEASE_NO_DRAFT' } });
  });

  it('should close the edit and read the list again when the release is no longer scheduled', async () => {
    const { actor, calls } = start({ update: [refusal('CMS_RELEASE_NOT_SCHEDULED', 409)] });
    await flushMicrotasks();
    actor.send({ type: 'form.edit', id: 7 });
    await flushMicrotasks();
    actor.send({ type: 'form.submit', input: INPUT });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      editing: null,
      notice: null,
      failure: { code: 'CMS_RELEASE_NOT_SCHEDULED' },
    });
    expect(calls).toEqual(['load', 'update 7 Lansiranje', 'load']);
  });

  it('should open a new release after an abandoned edit, scheduled as new', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'form.edit', id: 7 });
    await flushMicrotasks();
    actor.send({ type: 'form.close' });
    actor.send({ type: 'form.open' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.editing).toBeNull();
    actor.send({ type: 'form.submit', input: INPUT });
    await flushMicrotasks();
    expect(calls).toEqual(['load', 'schedule Lansiranje', 'load']);
  });

  it('should read what the form can take before it opens, and keep the list when that read fails', async () => {
    const { actor } = start({ options: [refusal('NETWORK', 0)] });
    await flushMicrotasks();
    actor.send({ type: 'form.edit', id: 7 });
    expect(actor.getSnapshot().value).toBe('preparing');
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ editing: null, failure: { code: 'NETWORK' } });
    actor.send({ type: 'form.open' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('composing');
    expect(actor.getSnapshot().context).toMatchObject({ options: OPTIONS, failure: null });
  });

  it('should preview a release and close the preview', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'preview', id: 7 });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('showingPreview');
    expect(actor.getSnapshot().context.preview?.id).toBe(7);
    actor.send({ type: 'preview.close' });
    expect(actor.getSnapshot().context.preview).toBeNull();
    expect(calls).toContain('preview 7');
  });

  it('should ask before rolling back, send nothing on no, and say it was rolled back', async () => {
    const { actor, calls } = start();
    await flushMicrotasks();
    actor.send({ type: 'act.ask', id: 7, action: 'rollback' });
    actor.send({ type: 'back' });
    expect(calls).toEqual(['load']);
    actor.send({ type: 'act.ask', id: 7, action: 'rollback' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'rolledBack' });
    expect(actor.getSnapshot().context.releases[0]!.status).toBe('rolledBack');
    expect(calls).toEqual(['load', 'rollback 7', 'load']);
  });

  it('should show a refused cancellation (it went live meanwhile) and keep the list', async () => {
    const { actor } = start({ act: [refusal('CMS_RELEASE_NOT_SCHEDULED', 409)] });
    await flushMicrotasks();
    actor.send({ type: 'act.ask', id: 7, action: 'cancel' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'CMS_RELEASE_NOT_SCHEDULED' });
  });
});
