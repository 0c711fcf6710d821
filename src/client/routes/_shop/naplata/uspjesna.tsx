import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';
import { searchSchema, text } from '@shared/search-params.js';

/** Narudžba je zaprimljena: the screen comes with a later issue; the route, title and layout exist now. */
export const Route = createFileRoute('/_shop/naplata/uspjesna')({
  validateSearch: searchSchema({ orderSlug: text() }),
  component: function CheckoutSuccess() {
    return <ScreenPlaceholder title="Narudžba je zaprimljena" />;
  },
});
