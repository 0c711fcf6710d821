import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { OrderLookUpPage } from '../../../features/orders/components/OrderLookUpPage.js';

/**
 * Pronađi narudžbu: a guest's order by number and e-mail, with its PDF, slip and the online withdrawal. A status
 * e-mail's link brings the number (`?broj=`), so the guest types only the e-mail
 * (docs/decisions/0155-shopper-sees-the-order-after-the-sale.md).
 */
export const Route = createFileRoute('/_shop/narudzba/')({
  validateSearch: searchSchema({ broj: text() }),
  component: function OrderLookUp() {
    const { broj } = Route.useSearch();
    return <OrderLookUpPage number={broj} />;
  },
});
