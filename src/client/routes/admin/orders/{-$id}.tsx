import { createFileRoute } from '@tanstack/react-router';
import { OrderList } from '../../../features/admin/components/OrderList.js';
import { OrderPage } from '../../../features/admin/components/OrderPage.js';

/**
 * /admin/orders (the list, its filters read in the lazy view) and /admin/orders/$id (one order): one route with an
 * optional id, so the order desk adds a single lazy chunk to the route tree of every first view (docs/targets.md P1).
 */
export const Route = createFileRoute('/admin/orders/{-$id}')({
  component: function AdminOrders() {
    const { id } = Route.useParams();
    return id ? <OrderPage id={Number(id)} /> : <OrderList />;
  },
});
