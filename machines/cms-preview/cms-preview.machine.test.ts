import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './cms-preview.graph.js';
import { cmsPreviewMachine, previewAddress } from './cms-preview.machine.js';

describe('cms preview machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cmsPreviewMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should open as a member, switch to a phone and to a guest, each time loading the frame again', () => {
    const actor = createActor(cmsPreviewMachine).start();
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'open', persona: 'member', phone: false });
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' });
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toEqual({ open: 'shown' });
    actor.send({ type: 'phone', phone: true });
    actor.send({ type: 'persona', persona: 'guest' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' });
    expect(actor.getSnapshot().context).toEqual({ persona: 'guest', phone: true });
    actor.send({ type: 'frame.loaded' });
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    // A reload while closed draws nothing.
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it("should frame the page itself with the persona, and the phone's sections when asked", () => {
    expect(previewAddress('/', { persona: 'member', phone: false })).toBe('/?cmsPreview=member');
    expect(previewAddress('/clanstvo', { persona: 'guest', phone: true })).toBe(
      '/clanstvo?cmsPreview=guest&mobileView=true',
    );
  });
});
