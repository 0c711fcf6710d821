import { describe, expect, it } from 'vitest';
import { zagrebTime } from './index.js';

describe('zagrebTime', () => {
  it('should place a wall-clock hour in Zagreb in winter (UTC+1) and summer (UTC+2) time', () => {
    expect(zagrebTime(new Date('2026-11-26T10:00:00Z'), 10, 19).toISOString()).toBe('2026-12-06T18:00:00.000Z');
    expect(zagrebTime(new Date('2026-06-20T10:00:00Z'), 0, 19).toISOString()).toBe('2026-06-20T17:00:00.000Z');
    expect(zagrebTime(new Date('2026-11-26T10:00:00Z'), -2, 9).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});
