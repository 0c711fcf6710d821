import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type DeskActionResult, orderDeskMachine } from '@machines/order-desk/order-desk.machine.js';
import { CARD_ACTIONS, DESK_ACTION_TEXT, type DeskAction } from '@shared/order-desk.js';
import type { Failure } from '@shared/errors/failure.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { type DeskOrder, orderQueryKey, runDeskAction } from '../api/orders.js';
import { money } from './OrderList.js';

/** A refusal in the desk's own words (the reason the server gives its refusals), else worded by its code. */
function FailureReason({ failure }: { failure: Failure }) {
  const reason = (failure.payload as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string' && reason) return <>{reason}</>;
  return <FailureText failure={failure} />;
}

export /** The action buttons of the order's status, the confirmation with its input, and the outcome. */
function DeskActions({ order }: { order: DeskOrder }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const actor = useActorRef(
    orderDeskMachine.provide({
      actors: { runAction: fromPromise(async ({ input }) => (await runDeskAction(api, input)) as DeskActionResult) },
      actions: {
        applied: (_, result) => queryClient.setQueryData(orderQueryKey(order.id), result as unknown as DeskOrder),
      },
    }),
    { input: { orderId: order.id } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const refundable = order.card?.refundableCents ?? 0;
  const choose = (action: DeskAction) =>
    send({ type: 'action.choose', action, refundableCents: refundable, attemptId: order.card?.attemptId ?? null });
  const state = snapshot.value;
  const chosen = context.action;
  return (
    <div className="desk-actions">
      <h2 className="visually-hidden">Radnje</h2>
      {order.actions.length === 0 && <p>Za ovu narudžbu nema dostupnih radnji.</p>}
      <div className="desk-actions__buttons">
        {order.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={CARD_ACTIONS.includes(action) || action === 'cancel' ? 'btn btn--outline' : 'btn btn--primary'}
            disabled={state === 'submitting'}
            aria-pressed={chosen === action && state === 'confirming'}
            onClick={() => choose(action)}
          >
            {DESK_ACTION_TEXT[action].label}
          </button>
        ))}
      </div>
      {(state === 'confirming' || state === 'submitting') && chosen && (
        <form
          className="desk-confirm"
          aria-label={DESK_ACTION_TEXT[chosen].label}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'confirm' });
          }}
        >
          <p>{DESK_ACTION_TEXT[chosen].confirm}</p>
          {chosen === 'mark_shipped' && (
            <label className="desk-filter">
              <span>Broj za praćenje</span>
              <input
                name="trackingNumber"
                value={context.trackingNumber}
                autoComplete="off"
                aria-invalid={context.inputError !== null}
                onChange={(e) => send({ type: 'field.change', field: 'trackingNumber', value: e.target.value })}
              />
            </label>
          )}
          {chosen === 'refund' && (
            <label className="desk-filter">
              <span>Iznos povrata (€), najviše {money(refundable)}</span>
              <input
                name="amount"
                inputMode="decimal"
                value={context.amount}
                autoComplete="off"
                aria-invalid={context.inputError !== null}
                onChange={(e) => send({ type: 'field.change', field: 'amount', value: e.target.value })}
              />
            </label>
          )}
          {context.inputError && <Notice kind="error">{context.inputError}</Notice>}
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={state === 'submitting'}>
              {state === 'submitting' ? 'Šaljem...' : 'Potvrdi'}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={state === 'submitting'}
              onClick={() => send({ type: 'cancel' })}
            >
              Odustani
            </button>
          </div>
        </form>
      )}
      {state === 'done' && context.doneAction && (
        <Notice kind="success">{DESK_ACTION_TEXT[context.doneAction].done}</Notice>
      )}
      {state === 'failed' && context.failure && (
        <div className="desk-confirm">
          <Notice kind="error">
            <FailureReason failure={context.failure} />
          </Notice>
          <div className="desk-actions__buttons">
            <button type="button" className="btn btn--primary" onClick={() => send({ type: 'retry' })}>
              Pokušaj ponovo
            </button>
            <button type="button" className="btn btn--outline" onClick={() => send({ type: 'dismiss' })}>
              Zatvori
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
