import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cartItemMachine } from '@machines/cart-item/cart-item.machine.js';
import type { CartItem } from '../api/cart-calls.js';
import * as calls from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { errorText } from '../../../lib/error-texts.js';
import { cartTexts } from '../texts.js';
import { deletingModal } from '../ui-store.js';

/** The stepper and 'UKLONI' of one line, driven by the cart item machine (500 ms debounce, clamping, deleting). */
export function QuantityControl({ item, runtime, compact }: { item: CartItem; runtime: CartCalls; compact?: boolean }) {
  const { toasts } = runtime.deps;
  const capped =
    item.productData.format !== 'bundle' && item.type !== 'service' && item.productData.usableQuantity !== null;
  const actor = useActorRef(
    cartItemMachine.provide({
      actors: {
        updateItem: fromPromise(({ input }) =>
          runtime.call((s) => calls.updateItem(runtime.deps.api, s, input.itemId, { qty: input.qty })).then(() => {}),
        ),
        deleteItem: fromPromise(({ input }) =>
          runtime
            .call((s) => calls.deleteItem(runtime.deps.api, s, input.itemId))
            .then(() => {
              toasts.show({ kind: 'success', message: cartTexts.removedToast });
            }),
        ),
      },
      actions: {
        notifyStockLimit: () => void toasts.show({ kind: 'info', message: cartTexts.stockLimit }),
        notifyMaxQuantity: () => void toasts.show({ kind: 'info', message: cartTexts.maxQuantity }),
        notifyError: (_, p) => void toasts.show({ kind: 'error', message: errorText(p.failure) }),
      },
    }),
    { input: { itemId: item.itemId, qty: item.qty, max: capped ? item.productData.usableQuantity : null } },
  );
  const qty = useSelector(actor, (s) => s.context.qty);
  const busy = useSelector(actor, (s) => s.matches({ editing: 'updating' }));
  const deleting = useSelector(actor, (s) => s.matches('deleting'));
  useEffect(() => deletingModal.set(deleting), [deleting]);
  const send = (n: number) => actor.send({ type: 'quantity.change', qty: n });
  return (
    <div className={`qty${compact ? ' qty--compact' : ''}`} aria-busy={busy || deleting}>
      {item.fixedQuantity ? (
        <span className="qty__fixed" title={cartTexts.fixedQuantity}>
          {cartTexts.quantity}: {item.qty}
        </span>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a stepper: one labelled group of two buttons and the input, not a form section.
        <div className="qty__stepper" role="group" aria-label={cartTexts.quantity}>
          <button type="button" onClick={() => send(qty - 1)} disabled={qty <= 1} aria-label={cartTexts.decrease}>
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            value={qty}
            aria-label={cartTexts.quantity}
            onChange={(e) => send(Number(e.target.value))}
          />
          <button type="button" onClick={() => send(qty + 1)} aria-label={cartTexts.increase}>
            +
          </button>
        </div>
      )}
      {item.type !== 'service' && (
        <button
          type="button"
          className="link-button qty__remove"
          onClick={() => actor.send({ type: 'item.delete' })}
          disabled={deleting}
        >
          {cartTexts.remove}
        </button>
      )}
    </div>
  );
}
