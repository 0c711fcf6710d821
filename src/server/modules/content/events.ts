import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { MediaResolver } from '../cms/index.js';
import { findPublicEvent, listUpcomingEvents } from './repository.js';

interface Ctx {
  db: Db;
  siteId: number;
  apiKeyId: number;
}

export const DEFAULT_EVENT_LIMIT = 6;

type EventRow = NonNullable<Awaited<ReturnType<typeof findPublicEvent>>>;

function view(row: EventRow, resolver: MediaResolver) {
  const link = row.link && row.linkLabel ? { title: row.linkLabel, link: row.link } : null;
  return {
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    venue: row.venue,
    address: row.address,
    summary: row.summary,
    description: row.description,
    image: resolver.get(row.imageMediaId),
    link,
  };
}

/** Public events that have not ended, soonest first. */
export async function upcomingEvents({ db, siteId, apiKeyId }: Ctx, limit = DEFAULT_EVENT_LIMIT) {
  const rows = await listUpcomingEvents(db, siteId, limit);
  const resolver = new MediaResolver(db, apiKeyId);
  await resolver.load(rows.map((r) => ({ media: r.imageMediaId })));
  return { records: rows.map((r) => view(r, resolver)) };
}

/** One public event, also once it is over (a shared link keeps working). */
export async function getEvent({ db, siteId, apiKeyId }: Ctx, id: number) {
  const row = await findPublicEvent(db, siteId, id);
  if (!row) throw new AppError('EVENT_NOT_FOUND');
  const resolver = new MediaResolver(db, apiKeyId);
  await resolver.load({ media: row.imageMediaId });
  return view(row, resolver);
}
