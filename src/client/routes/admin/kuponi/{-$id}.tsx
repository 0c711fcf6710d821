import { createFileRoute } from '@tanstack/react-router';
import { CouponEditor } from '../../../features/admin/components/coupons/CouponEditor.js';
import { CouponList } from '../../../features/admin/components/coupons/CouponList.js';

/**
 * /admin/kuponi (the list, its search and state in the address), /admin/kuponi/novi and /admin/kuponi/$id: one lazy
 * route with an optional id, like the products' (docs/targets.md P1).
 */
export const Route = createFileRoute('/admin/kuponi/{-$id}')({
  component: function AdminCoupons() {
    const { id } = Route.useParams();
    if (id === undefined) return <CouponList />;
    const number = Number(id);
    return <CouponEditor key={id} id={id === 'novi' || !Number.isInteger(number) || number < 1 ? null : number} />;
  },
});
