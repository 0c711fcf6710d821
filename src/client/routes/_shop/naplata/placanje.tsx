import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { PaymentHandoffPage } from '../../../features/checkout/components/PaymentHandoffPage.js';
import { FailurePage } from '../../../features/checkout/components/FailurePage.js';

/** Plaćanje karticom: ?orderSlug= of an order that waits for a card payment goes to the gateway's hosted page. */
export const Route = createFileRoute('/_shop/naplata/placanje')({
  validateSearch: searchSchema({ orderSlug: text() }),
  component: function CardPayment() {
    const { orderSlug } = Route.useSearch();
    return orderSlug ? (
      <PaymentHandoffPage orderSlug={orderSlug} />
    ) : (
      <FailurePage orderSlug={undefined} reason="invalid" />
    );
  },
});
