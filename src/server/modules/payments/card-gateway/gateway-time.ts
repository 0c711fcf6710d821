// The gateway writes times as yyyyMMddHHmmss on the Europe/Zagreb wall clock, without an offset.

import { zagrebTime } from '../../../platform/zagreb-clock.js';

/** Zagreb's wall clock at an instant, as the UTC milliseconds of the same clock reading. */
function zagrebClock(instant: number): number {
  const t = zagrebTime(instant);
  return Date.UTC(+t.year, +t.month - 1, +t.day, +t.hour, +t.minute, +t.second);
}

/** "20200423102457" -> 2020-04-23T08:24:57Z; null when it is not such a time. */
export function parseGatewayTime(text: string | null): Date | null {
  const m = text ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Take Zagreb's offset at the guessed instant, then once more at the corrected one (the two differ only near a DST switch).
  let instant = wall - (zagrebClock(wall) - wall);
  instant = wall - (zagrebClock(instant) - instant);
  return new Date(instant);
}
