import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../app/NotFound.js';
import { loadEvent } from '../../../app/content-loaders.js';
import { EventScreen } from '../../../app/content-screens.js';

/** One event (/dogadjaj/{id}); an unknown or unpublished one is the 404 page. */
export const Route = createFileRoute('/_shop/dogadjaj/$id')({
  loader: ({ context: { queryClient, api }, params }) => loadEvent(queryClient, api, params.id),
  notFoundComponent: NotFound,
  component: function Event() {
    const id = Route.useLoaderData();
    return <EventScreen key={id} id={id} />;
  },
});
