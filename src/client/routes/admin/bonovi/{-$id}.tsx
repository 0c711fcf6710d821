import { createFileRoute } from '@tanstack/react-router';
import { VoucherList } from '../../../features/admin/components/vouchers/VoucherList.js';
import { VoucherPage } from '../../../features/admin/components/vouchers/VoucherPage.js';

/** /admin/bonovi (the search in the address) and /admin/bonovi/$id: one lazy route with an optional id, like coupons'. */
export const Route = createFileRoute('/admin/bonovi/{-$id}')({
  component: function AdminVouchers() {
    const { id } = Route.useParams();
    const number = Number(id);
    if (id === undefined || !Number.isInteger(number) || number < 1) return <VoucherList />;
    return <VoucherPage key={id} id={number} />;
  },
});
