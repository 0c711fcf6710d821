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
