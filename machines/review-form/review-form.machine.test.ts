import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewMessages } from '@shared/validation/review.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions, written } from './review-form.graph.js';
import { reviewFormMachine } from './review-form.machine.js';

function start(input: { review: typeof written | null; blocked: boolean }, outcomes: boolean[] = [true]) {
  const saves: Array<{ id: number | null; values: unknown }> = [];
  const removed: number[] = [];
  const actor = createActor(
    reviewFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          saves.push(input);
          if (!outcomes.shift()) throw Object.assign(new Error('refused'), { code: 'RATE_LIMITED', statusCode: 429 });
          return { id: input.id ?? 9, rating: input.values.rating, comment: input.values.comment };
        }),
        remove: fromPromise(async ({ input }) => {
          removed.push(input.id);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, saves, removed };
}

describe('review form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(reviewFormMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should need a rating with the comment and a comment with the rating, and send nothing before', () => {
    const { actor, saves } = start({ review: null, blocked: false });
    actor.send({ type: 'review.open' });
    actor.send({ type: 'field.change', field: 'comment', value: 'Dobro pristaje, brzo stiglo.' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ rating: reviewMessages.ratingNeeded });
    actor.send({ type: 'field.change', field: 'rating', value: 4 });
    actor.send({ type: 'field.change', field: 'comment', value: '' });
    expect(actor.getSnapshot().context.errors).toEqual({ comment: reviewMessages.commentNeeded });
    expect(saves).toEqual([]);
  });

  it('should keep a refusal, then save and edit the saved review by its id', async () => {
    const { actor, saves } = start({ review: null, blocked: false }, [false, true, true]);
    actor.send({ type: 'review.open' });
    actor.send({ type: 'field.change', field: 'rating', value: 5 });
    actor.send({ type: 'field.change', field: 'comment', value: 'Topao i mekan šal, preporuka.' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: { code: 'RATE_LIMITED' } } });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'saved', context: { review: { id: 9 }, failure: null } });
    actor.send({ type: 'review.open' });
    expect(actor.getSnapshot().context.values).toEqual({ rating: 5, comment: 'Topao i mekan šal, preporuka.' });
    actor.send({ type: 'field.change', field: 'rating', value: 3 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(saves.map((s) => s.id)).toEqual([null, null, 9]);
  });

  it('should delete only after the confirmation, and show no form to a stopped account', async () => {
    const { actor, removed } = start({ review: written, blocked: false });
    actor.send({ type: 'review.delete' });
    actor.send({ type: 'delete.cancel' });
    expect(removed).toEqual([]);
    actor.send({ type: 'review.delete' });
    actor.send({ type: 'delete.confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'shown', context: { review: null } });
    expect(removed).toEqual([7]);
    expect(start({ review: null, blocked: true }).actor.getSnapshot().value).toBe('blocked');
  });
});
