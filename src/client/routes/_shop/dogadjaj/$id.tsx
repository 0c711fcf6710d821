import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';

/** Event page (/dogadjaj/{id}); content comes with a later issue. */
export const Route = createFileRoute('/_shop/dogadjaj/$id')({
  component: function EventPage() {
    return <ScreenPlaceholder title="Događaj" />;
  },
});
