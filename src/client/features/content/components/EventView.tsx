import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { blogPath } from '@shared/content-paths.js';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import { usePageTitle } from '../../../app/title.js';
import type { ClubEvent } from '../../../lib/api-types.js';
import { eventDay, eventHours } from '../dates.js';
import { CalendarBadge } from './CalendarBadge.js';
import '../content.css';

interface Props {
  event: ClubEvent;
  apiKeyId: number;
  /** The event's own link (tickets, a product), drawn by the route as a CMS link. */
  action: ReactNode;
  /** When the page is drawn: an event that has ended says so. */
  now: number;
}

/** One event (/dogadjaj/{id}): when, where, what, its picture and its link. */
export function EventView({ event, apiKeyId, action, now }: Props) {
  usePageTitle(event.title);
  const ended = new Date(event.endsAt ?? event.startsAt).getTime() < now;
  return (
    <article className="container page event">
      <nav aria-label="Putanja" className="breadcrumb">
        <Link to={blogPath()}>Objave</Link>
        <span aria-hidden="true"> / </span>
        <span>Događaji</span>
      </nav>
      <div className="event__layout">
        <div className="event__media">
          <MediaImage
            media={event.image}
            sizes={['medium', 'large']}
            layoutSizes="(max-width: 960px) 100vw, 50vw"
            alt=""
            apiKeyId={apiKeyId}
            priority
          />
        </div>
        <div className="event__info">
          <p className="event__kicker">Događaj</p>
          <h1 className="event__title">{event.title}</h1>
          {ended && <p className="event__ended">Ovaj događaj je završio.</p>}
          <dl className="event__facts">
            <div>
              <dt>
                <CalendarBadge iso={event.startsAt} />
                <span className="visually-hidden">Datum</span>
              </dt>
              <dd>
                <time dateTime={event.startsAt}>{eventDay(event.startsAt)}</time>
                <span className="event__hours">{eventHours(event.startsAt, event.endsAt)}</span>
              </dd>
            </div>
            <div>
              <dt className="event__label">Mjesto</dt>
              <dd>
                <strong>{event.venue}</strong>
                {event.address && <span className="event__address">{event.address}</span>}
              </dd>
            </div>
          </dl>
          <p className="event__summary">{event.summary}</p>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the event's HTML is sanitised by the server (modules/cms/sanitize.ts) before it is stored. */}
          <div className="rich-text event__description" dangerouslySetInnerHTML={{ __html: event.description }} />
          {!ended && action}
        </div>
      </div>
    </article>
  );
}
