import { createFileRoute } from '@tanstack/react-router';
import { CustomerOrderPage } from '../../../features/orders/components/CustomerOrderPage.js';

/** One order of the logged-in customer (from 'Povijest narudžbi'). */
export const Route = createFileRoute('/_shop/narudzba/$number')({
  component: function CustomerOrder() {
    const { number } = Route.useParams();
    return <CustomerOrderPage number={number} />;
  },
});
