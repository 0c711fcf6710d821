import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { lineEditMachine } from '@machines/line-edit/line-edit.machine.js';
import type { productConfiguratorMachine } from '@machines/product-configurator/product-configurator.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { useProductActions } from '../../actions-context.js';

/**
 * `?cartItemId`: the line edit machine reads the line of this visitor's cart and its choices are replayed into the
 * configurator as the visitor would make them (size first, then personalisation), so the configurator's rules hold
 * for an edited line too; the page then saves that line instead of adding one.
 */
export function useLineEdit(
  product: ProductDetail,
  configurator: ActorRefFrom<typeof productConfiguratorMachine>,
  cartItemId?: number,
) {
  const actions = useProductActions();
  const actor = useActorRef(
    lineEditMachine.provide({
      actors: {
        readLine: fromPromise(({ input }) => actions.cartLine(input.cartItemId)),
        saveLine: fromPromise(({ input }) => actions.updateCartLine(input.cartItemId, product, input.choice)),
      },
      actions: {
        replayLine: (_, { line }) => {
          const variant = product.associatedProducts.find((v) => v.id === line.variantId);
          for (const [code, valueId] of Object.entries(variant?.options ?? {}))
            configurator.send({ type: 'option.select', code, valueId });
          const p = line.personalisation;
          if (p && (p.number || p.text)) {
            configurator.send({ type: 'personalisation.toggle' });
            configurator.send({ type: 'number.input', value: p.number });
            configurator.send({ type: 'text.input', value: p.text });
            if (p.colour) configurator.send({ type: 'colour.select', value: p.colour });
          }
          if (p?.sponsor) configurator.send({ type: 'sponsor.toggle' });
        },
      },
    }),
    { input: { cartItemId: cartItemId ?? null } },
  );
  const editing = useSelector(actor, (s) => s.matches('editing') || s.matches('saving'));
  return { editing, save: actor.send };
}
