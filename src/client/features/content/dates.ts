/** Dates of posts and events as a Croatian reader reads them, in Zagreb time. */
const zagreb = { timeZone: 'Europe/Zagreb' } as const;

/** '26. studenoga 2026.' */
export const postDate = (iso: string) => new Date(iso).toLocaleDateString('hr-HR', { dateStyle: 'long', ...zagreb });

/** 'subota, 6. prosinca 2026.' */
export const eventDay = (iso: string) =>
  new Date(iso).toLocaleDateString('hr-HR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...zagreb,
  });

/** '19:00' */
export const eventTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('hr-HR', { hour: '2-digit', minute: '2-digit', ...zagreb });

/** '19:00 – 21:00' or '19:00' (an end on another day shows its date too). */
export function eventHours(startsAt: string, endsAt: string | null): string {
  if (!endsAt) return eventTime(startsAt);
  const sameDay = eventDay(startsAt) === eventDay(endsAt);
  return `${eventTime(startsAt)} – ${sameDay ? '' : `${eventDay(endsAt)} `}${eventTime(endsAt)}`;
}

/** The day and month for a calendar badge: { day: '6', month: 'pro' }. */
export function calendarBadge(iso: string): { day: string; month: string } {
  const date = new Date(iso);
  return {
    day: date.toLocaleDateString('hr-HR', { day: 'numeric', ...zagreb }).replace('.', ''),
    month: date.toLocaleDateString('hr-HR', { month: 'short', ...zagreb }).replace('.', ''),
  };
}
