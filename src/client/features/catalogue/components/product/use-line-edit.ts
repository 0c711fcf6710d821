import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { productConfiguratorMachine } from '@machines/product-configurator/product-configurator.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { useProductActions } from '../../actions-context.js';

/**
 * `?cartItemId`: the line's choices are replayed into the configurator as the visitor would make them (size
 * first, then personalisation), so the machine's rules hold for an edited line too. `editing` is false when the
 * id is not a line of this visitor's cart: the page then simply adds, as without the parameter.
 */
export function useLineEdit(
  product: ProductDetail,
  actor: ActorRefFrom<typeof productConfiguratorMachine>,
  cartItemId?: number,
) {
  const actions = useProductActions();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!cartItemId) return;
    let live = true;
    void actions.cartLine(cartItemId).then((line) => {
      if (!live || !line) return;
      const variant = product.associatedProducts.find((v) => v.id === line.variantId);
      for (const [code, valueId] of Object.entries(variant?.options ?? {}))
        actor.send({ type: 'option.select', code, valueId });
      const p = line.personalisation;
      if (p && (p.number || p.text)) {
        actor.send({ type: 'personalisation.toggle' });
        actor.send({ type: 'number.input', value: p.number });
        actor.send({ type: 'text.input', value: p.text });
        if (p.colour) actor.send({ type: 'colour.select', value: p.colour });
      }
      if (p?.sponsor) actor.send({ type: 'sponsor.toggle' });
      setEditing(true);
    });
    return () => {
      live = false;
    };
    // The line is read once per id: later cart changes must not overwrite what the visitor is typing.
  }, [cartItemId, actions.cartLine]); // eslint-disable-line react-hooks/exhaustive-deps
  return editing;
}
