import { createFileRoute } from '@tanstack/react-router';
import { ProductEditor } from '../../../features/admin/components/catalogue/ProductEditor.js';
import { ProductList } from '../../../features/admin/components/catalogue/ProductList.js';

/**
 * /admin/proizvodi (the list, its filters and columns in the address), /admin/proizvodi/novi and
 * /admin/proizvodi/$id: one lazy route with an optional id, like the order desk's (docs/targets.md P1).
 */
export const Route = createFileRoute('/admin/proizvodi/{-$id}')({
  component: function AdminProducts() {
    const { id } = Route.useParams();
    if (id === undefined) return <ProductList />;
    const number = Number(id);
    return <ProductEditor key={id} id={id === 'novi' || !Number.isInteger(number) || number < 1 ? null : number} />;
  },
});
