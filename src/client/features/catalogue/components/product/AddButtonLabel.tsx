import { t } from '../../../../lib/i18n.js';
import { useAddStatus } from '../../actions-context.js';

/**
 * The label of a product's add-to-cart button, with the spinner of the spec while the add-to-cart machine is still
 * busy 1.5 s after the click ('working').
 */
export function AddButtonLabel({ productId, label = t.addToCart }: { productId: number; label?: string }) {
  const working = useAddStatus(productId) === 'working';
  return (
    <>
      {working && <span className="spinner" role="status" aria-label="Dodajem u košaricu..." />}
      {label}
    </>
  );
}
