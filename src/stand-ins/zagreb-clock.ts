// The Zagreb wall clock the stand-ins write times on (the card gateway and CIS both use Croatian local time). Kept
// apart from the shop's own clock on purpose: a stand-in reads the specification on its own, so a wrong time zone in
// the shop's code fails the round-trip tests instead of being repeated by the party it talks to.
const zagreb = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Two-digit (four for the year) parts of the Zagreb clock at an instant, by `Intl` part type. */
export function zagrebClockParts(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(zagreb.formatToParts(at).map((p) => [p.type, p.value]));
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  return { year, month, day, hour, minute, second };
}
