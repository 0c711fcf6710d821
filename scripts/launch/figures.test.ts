import { describe, expect, it } from 'vitest';
import { Figures, type Outcome } from './figures.js';

const answer = (status: number, at: number, retryAfter = false, ms = 10): Outcome => ({
  kind: 'order',
  status,
  ms,
  fromCache: false,
  retryAfter,
  at,
});

describe('the launch figures of a sale with a process killed', () => {
  it('counts apart the 502s of requests in flight when the process died, and no others', () => {
    const figures = new Figures();
    figures.killSentAt = 5_000;
    figures.killedAt = 5_020;
    figures.add(answer(502, 4_000, false, 1_500)); // in flight when the signal went
    figures.add(answer(502, 1_000, false, 4_100)); // waited in a queue for seconds, still in flight at the signal
    figures.add(answer(502, 5_010)); // sent between the signal and the process's end
    figures.add(answer(502, 5_500)); // after the process had gone: nginx should have sent it elsewhere
    figures.add(answer(502, 2_000)); // answered long before the kill
    figures.add(answer(500, 4_900));
    figures.add(answer(503, 5_100, true));
    expect(figures.inFlightOnKilled).toBe(3);
    expect(figures.serverErrors).toBe(3);
    expect(figures.serverErrorStatuses).toBe('502×2, 500×1');
    expect(figures.shed).toBe(1);
  });
});
