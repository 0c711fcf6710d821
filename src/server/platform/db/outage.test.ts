import { describe, expect, it } from 'vitest';
import { createOutageWatch } from './outage.js';

describe('createOutageWatch', () => {
  it('should tell an outage once when it starts and once when a connection works again', () => {
    let clock = 1000;
    const watch = createOutageWatch(() => clock);
    const heard: string[] = [];
    watch.listen({ down: (err) => heard.push(`down ${(err as Error).message}`), up: (ms) => heard.push(`up ${ms}`) });
    watch.reached(); // a new connection while all is well is not news
    watch.lost(new Error('read ECONNRESET'));
    watch.lost(new Error('connect ECONNREFUSED'));
    expect(watch.isDown).toBe(true);
    clock = 3500;
    watch.reached();
    watch.reached();
    watch.lost(new Error('Connection terminated unexpectedly'));
    expect(heard).toEqual(['down read ECONNRESET', 'up 2500', 'down Connection terminated unexpectedly']);
  });
});
