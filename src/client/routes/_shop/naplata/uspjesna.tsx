import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';
import { optionalString } from '../../../lib/search-params.js';

/** Narudžba je zaprimljena: the screen comes with a later issue; the route, title and layout exist now. */
export const Route = createFileRoute('/_shop/naplata/uspjesna')({
  validateSearch: (search: Record<string, unknown>): { orderSlug?: string } => ({
    orderSlug: optionalString(search, 'orderSlug'),
  }),
  component: function CheckoutSuccess() {
    return <ScreenPlaceholder title="Narudžba je zaprimljena" />;
  },
});
