import { calendarBadge } from '../dates.js';

/** The day and short month of an event on a small club-coloured card (decorative: the full date is written too). */
export function CalendarBadge({ iso }: { iso: string }) {
  const badge = calendarBadge(iso);
  return (
    <span className="cal-badge" aria-hidden="true">
      <span className="cal-badge__day">{badge.day}</span>
      <span className="cal-badge__month">{badge.month}</span>
    </span>
  );
}
