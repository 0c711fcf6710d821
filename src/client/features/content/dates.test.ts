import { describe, expect, it } from 'vitest';
import { calendarBadge, eventDay, eventHours, postDate } from './dates.js';

describe('dates of posts and events in Croatian, Zagreb time', () => {
  it('should write a post date in the genitive month with the closing dot', () => {
    expect(postDate('2026-11-26T08:00:00Z')).toBe('26. studenoga 2026.');
  });

  it('should write the weekday and Zagreb hours of an event, in winter and in summer time', () => {
    expect(eventDay('2026-12-06T18:00:00Z')).toBe('nedjelja, 6. prosinca 2026.');
    expect(eventHours('2026-12-06T18:00:00Z', '2026-12-06T20:00:00Z')).toBe('19:00 – 21:00');
    expect(eventHours('2026-07-04T17:00:00Z', null)).toBe('19:00');
  });

  it('should name the end day when an event runs past midnight', () => {
    expect(eventHours('2026-12-31T21:00:00Z', '2027-01-01T01:00:00Z')).toBe('22:00 – petak, 1. siječnja 2027. 02:00');
  });

  it('should give the badge the day and the short month without dots', () => {
    expect(calendarBadge('2026-12-06T18:00:00Z')).toEqual({ day: '6', month: 'pro' });
  });
});
