import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { isDismissed, popupMachine, type PopupInput } from './popup.machine.js';
import { graphOptions } from './popup.graph.js';

const campaign: PopupInput = { popupId: 7, version: 3, showPopup: true };

async function start(input: PopupInput, cookie: string | null) {
  const stored: string[] = [];
  let cookieRead = false;
  const actor = createActor(
    popupMachine.provide({
      actors: {
        loadDismissed: fromPromise(async () => {
          cookieRead = true;
          return cookie;
        }),
      },
      actions: { persistDismissal: (_, params) => void stored.push(params.hidePopup) },
    }),
    { input },
  );
  actor.start();
  await flushMicrotasks();
  return { actor, stored, cookieRead: () => cookieRead };
}

describe('popup machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(popupMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should show the popup on load when no hidePopup cookie exists', async () => {
    const { actor } = await start(campaign, null);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it("should hide the popup and store 'id:version' when 'U redu' is pressed", async () => {
    const { actor, stored } = await start(campaign, null);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(stored).toEqual(['7:3']);
  });

  it('should stay hidden when this popup version was dismissed before', async () => {
    expect((await start(campaign, '7:3')).actor.getSnapshot().value).toBe('hidden');
  });

  it('should show again for a new version or another popup', async () => {
    expect((await start({ ...campaign, version: 4 }, '7:3')).actor.getSnapshot().value).toBe('shown');
    expect((await start({ ...campaign, popupId: 8 }, '7:3')).actor.getSnapshot().value).toBe('shown');
  });

  it('should treat the spec’s old bare cookie flag as no dismissal of a versioned popup', () => {
    expect(isDismissed('true', '7:3')).toBe(false);
    expect(isDismissed(' 7:3 ', '7:3')).toBe(true);
  });

  it('should not read any cookie when the CMS switch showPopup is off', async () => {
    const { actor, cookieRead } = await start({ ...campaign, showPopup: false }, null);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(cookieRead()).toBe(false);
  });

  it('should not show, read or store anything on the page the popup advertises', async () => {
    const { actor, stored, cookieRead } = await start({ ...campaign, onAdvertisedPage: true }, null);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(cookieRead()).toBe(false);
    expect(stored).toEqual([]);
  });
});
