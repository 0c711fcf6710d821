import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewMessages } from '@shared/validation/review.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './review-moderation.graph.js';
import { type DecideInput, reviewModerationMachine } from './review-moderation.machine.js';

function start(fail = false) {
  const decisions: DecideInput[] = [];
  const replies: string[] = [];
  let changed = 0;
  const actor = createActor(
    reviewModerationMachine.provide({
      actors: {
        decide: fromPromise(async ({ input }) => {
          decisions.push(input);
          if (fail) throw Object.assign(new Error('no'), { code: 'PERMISSION_DENIED', statusCode: 403 });
        }),
        reply: fromPromise(async ({ input }) => {
          replies.push(input.text);
        }),
      },
      actions: { changed: () => void changed++ },
    }),
    { input: { reply: '' } },
  ).start();
  return { actor, decisions, replies, changed: () => changed };
}

describe('review moderation machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(reviewModerationMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should reject only with a reason, and stop the author when ticked', async () => {
    const { actor, decisions, changed } = start();
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ reason: reviewMessages.rejectReason });
    actor.send({ type: 'reason.change', value: '  Oglas, ne recenzija. ' });
    actor.send({ type: 'block.toggle' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(decisions).toEqual([{ decision: 'reject', reason: 'Oglas, ne recenzija.', blockAuthor: true }]);
    expect([actor.getSnapshot().value, changed()]).toEqual(['idle', 1]);
  });

  it('should keep a refused approval and not report a change', async () => {
    const { actor, changed } = start(true);
    actor.send({ type: 'approve' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { failure: { code: 'PERMISSION_DENIED' } } });
    expect(changed()).toBe(0);
  });

  it('should send the reply trimmed', async () => {
    const { actor, replies } = start();
    actor.send({ type: 'reply.open' });
    actor.send({ type: 'reply.change', value: ' Hvala! ' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(replies).toEqual(['Hvala!']);
  });
});
