/**
 * Croatian local time (Europe/Zagreb, with summer time) as two-digit text parts. Both the fiscal service (CIS) and the
 * card gateway write Zagreb wall-clock times, never UTC; they differ only in how they join the parts.
 */
const zagreb = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface ZagrebTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The Zagreb wall clock at an instant (a Date or epoch milliseconds). */
export function zagrebTime(at: Date | number): ZagrebTime {
  const parts = Object.fromEntries(zagreb.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The UTC instant of midnight starting a Zagreb day (YYYY-MM-DD): where a desk's day filter begins. */
export function zagrebDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Zagreb', timeZoneName: 'longOffset' })
    .formatToParts(utcMidnight)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/** The UTC instant the Zagreb day after `day` begins: where a desk's inclusive 'to' filter ends. */
export function zagrebDayEnd(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zagrebDayStart(next.toISOString().slice(0, 10));
}
