import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ClubEvent } from '../../../lib/api-types.js';
import { orNull } from './or-null.js';

export function upcomingEventsQueryOptions(api: ApiClient, limit = 4) {
  return queryOptions({
    queryKey: ['content', 'events', limit],
    queryFn: () => unwrap(api.GET('/api/v1/cms/event/filter', { params: { query: { limit } } })),
    staleTime: 60_000,
  });
}

/** An event by its id, or null when there is none (the route shows the 404 page). */
export function eventQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: ['content', 'event', id],
    queryFn: (): Promise<ClubEvent | null> =>
      orNull(() => unwrap(api.GET('/api/v1/cms/event/get/{id}', { params: { path: { id } }, middleware: [quiet] }))),
    staleTime: 5 * 60_000,
  });
}

/** The route's id as a number the contract accepts, or null (then it is the 404 page without a request). */
export function eventIdOf(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
