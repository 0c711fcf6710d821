import { createFileRoute } from '@tanstack/react-router';
import { CustomerList } from '../../../features/admin/components/customers/CustomerList.js';
import { CustomerPage } from '../../../features/admin/components/customers/CustomerPage.js';

/**
 * /admin/kupci (the search and state in the address) and /admin/kupci/$id: one lazy route with an optional id, like
 * the coupons' (docs/decisions/0221-customers-back-office-screens.md).
 */
export const Route = createFileRoute('/admin/kupci/{-$id}')({
  component: function AdminCustomers() {
    const { id } = Route.useParams();
    if (id === undefined) return <CustomerList />;
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1) return <CustomerList />;
    return <CustomerPage key={id} id={number} />;
  },
});
