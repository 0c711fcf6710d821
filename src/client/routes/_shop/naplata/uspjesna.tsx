import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { SuccessPage } from '../../../features/checkout/components/SuccessPage.js';

/** Narudžba je zaprimljena: the order of ?orderSlug= (an unguessable secret) with its next steps. */
export const Route = createFileRoute('/_shop/naplata/uspjesna')({
  validateSearch: searchSchema({ orderSlug: text() }),
  component: function CheckoutSuccess() {
    const { orderSlug } = Route.useSearch();
    return <SuccessPage orderSlug={orderSlug} />;
  },
});
