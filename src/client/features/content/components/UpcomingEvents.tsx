import { Link } from '@tanstack/react-router';
import { eventPath } from '@shared/content-paths.js';
import type { ClubEvent } from '../../../lib/api-types.js';
import { eventDay, eventHours } from '../dates.js';
import { CalendarBadge } from './CalendarBadge.js';

/** The next events as a short list with a calendar badge each; nothing when none is announced. */
export function UpcomingEvents({ events, title = 'Nadolazeći događaji' }: { events: ClubEvent[]; title?: string }) {
  return (
    <section className="upcoming" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="aside-title">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="upcoming__empty">Trenutno nema najavljenih događaja.</p>
      ) : (
        <ul role="list" className="upcoming__list">
          {events.map((event) => {
            return (
              <li key={event.id} className="upcoming__item">
                <CalendarBadge iso={event.startsAt} />
                <span className="upcoming__text">
                  <Link to={eventPath(event.id)} className="upcoming__link">
                    {event.title}
                  </Link>
                  <span className="upcoming__when">
                    <time dateTime={event.startsAt}>{eventDay(event.startsAt)}</time>,{' '}
                    {eventHours(event.startsAt, event.endsAt)}
                  </span>
                  <span className="upcoming__venue">{event.venue}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
