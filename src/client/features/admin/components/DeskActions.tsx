import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type DeskActionResult,
  type DeskLineChoice,
  orderDeskMachine,
} from '@machines/order-desk/order-desk.machine.js';
import { DESK_ACTION_TEXT, type DeskAction } from '@shared/order-desk.js';
import { DESK_ACTION_PERMISSION } from '@shared/permissions.js';
import type { Failure } from '@shared/errors/failure.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { bankRefundsQueryKey, type DeskOrder, orderQueryKey, ordersQueryKey, runDeskAction } from '../api/orders.js';
import { useCan } from '../permissions.js';
import { money } from './OrderList.js';

/** A refusal in the desk's own words (the reason the server gives its refusals), else worded by its code. */
function FailureReason({ failure }: { failure: Failure }) {
  const reason = (failure.payload as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string' && reason) return <>{reason}</>;
  return <FailureText failure={failure} />;
}

const OUTLINED: readonly DeskAction[] = ['cancel', 'capture', 'void', 'refund'];

/** What an action may name: refund the units not yet refunded, receive the units awaited back. */
function choicesFor(order: DeskOrder, action: DeskAction): DeskLineChoice[] {
  const lines = order.afterSale.lines;
  if (action === 'refund')
    return lines.map((l) => ({ itemId: l.itemId, name: l.name, max: l.qty - l.refunded })).filter((c) => c.max > 0);
  if (action === 'goods_returned')
    return lines.map((l) => ({ itemId: l.itemId, name: l.name, max: l.awaitingReturn })).filter((c) => c.max > 0);
  return [];
}

/** Actions that may need the buyer's IBAN when the order does not have it (cash on delivery, bank transfer). */
function asksForIban(order: DeskOrder, action: DeskAction): boolean {
  const bank = order.afterSale.refundMethod === 'bank' && order.afterSale.iban === null;
  if (action === 'refund' || action === 'cancel') return bank && order.afterSale.refundableCents > 0;
  if (action === 'bank_refund_done') return order.afterSale.refunds.some((r) => r.doneAt === null && r.iban === null);
  return false;
}

export /** The action buttons of the order's status, the confirmation with its inputs, and the outcome. */
function DeskActions({ order }: { order: DeskOrder }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const actor = useActorRef(
    orderDeskMachine.provide({
      actors: { runAction: fromPromise(async ({ input }) => (await runDeskAction(api, input)) as DeskActionResult) },
      actions: {
        applied: (_, result) => {
          queryClient.setQueryData(orderQueryKey(order.id), result as unknown as DeskOrder);
          // The list and the bank refunds to make show this order too: read again when next shown.
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
          void queryClient.invalidateQueries({ queryKey: bankRefundsQueryKey });
        },
      },
    }),
    { input: { orderId: order.id } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  // Only the actions the role may take (a packer ships, never refunds); the server refuses the others anyway.
  const can = useCan();
  const actions = order.actions.filter((action) => can(DESK_ACTION_PERMISSION[action]));
  const send = actor.send;
  const pendingBankRefund = order.afterSale.refunds.find((r) => r.method === 'bank' && r.doneAt === null);
  const choose = (action: DeskAction) =>
    send({
      type: 'action.choose',
      action,
      version: order.version,
      attemptId: order.card?.attemptId ?? null,
      choices: choicesFor(order, action),
      deliveryCents: action === 'refund' ? order.afterSale.deliveryRefundableCents : 0,
      refundId: action === 'bank_refund_done' ? (pendingBankRefund?.id ?? null) : null,
    });
  const state = snapshot.value;
  const chosen = context.action;
  const unitCents = new Map(order.afterSale.lines.map((l) => [l.itemId, l.unitCents]));
  const refundPreview =
    context.choices.reduce((sum, c) => sum + (context.units[c.itemId] ?? 0) * (unitCents.get(c.itemId) ?? 0), 0) +
    (context.delivery ? context.deliveryCents : 0);
  return (
    <div className="desk-actions">
      <h2 className="visually-hidden">Radnje</h2>
      {actions.length === 0 && <p>Za ovu narudžbu nema dostupnih radnji.</p>}
      <div className="desk-actions__buttons">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={OUTLINED.includes(action) ? 'btn btn--outline' : 'btn btn--primary'}
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
          {chosen === 'bank_refund_done' && pendingBankRefund && (
            <p>
              Povrat {money(pendingBankRefund.amountCents)}
              {pendingBankRefund.iban && <> na IBAN {pendingBankRefund.iban}</>}, opis plaćanja „
              {pendingBankRefund.reference}”.
            </p>
          )}
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
          {context.choices.length > 0 && (
            <fieldset className="desk-lines">
              <legend>{chosen === 'refund' ? 'Stavke za povrat novca' : 'Stavke koje su stigle natrag'}</legend>
              {context.choices.map((c) => (
                <div key={c.itemId} className="desk-line">
                  <label>
                    <span>
                      {c.name} (najviše {c.max})
                    </span>
                    <input
                      type="number"
                      name={`qty-${c.itemId}`}
                      min={0}
                      max={c.max}
                      value={context.units[c.itemId] ?? 0}
                      onChange={(e) => send({ type: 'line.change', itemId: c.itemId, qty: Number(e.target.value) })}
                    />
                  </label>
                  {chosen === 'goods_returned' && (
                    <label className="desk-line__restock">
                      <input
                        type="checkbox"
                        checked={!context.writtenOff.includes(c.itemId)}
                        onChange={(e) => send({ type: 'line.restock', itemId: c.itemId, restock: e.target.checked })}
                      />
                      <span>Vrati na zalihu (inače otpis)</span>
                    </label>
                  )}
                </div>
              ))}
              {chosen === 'refund' && context.deliveryCents > 0 && (
                <label className="desk-line__restock">
                  <input
                    type="checkbox"
                    checked={context.delivery}
                    onChange={() => send({ type: 'delivery.toggle' })}
                  />
                  <span>I dostava ({money(context.deliveryCents)})</span>
                </label>
              )}
              {chosen === 'refund' && (
                <p>
                  Iznos povrata: <strong>{money(refundPreview)}</strong> (najviše{' '}
                  {money(order.afterSale.refundableCents)})
                </p>
              )}
            </fieldset>
          )}
          {(chosen === 'refund' || chosen === 'goods_returned') && (
            <label className="desk-filter desk-filter--wide">
              <span>Razlog</span>
              <input
                name="reason"
                value={context.reason}
                maxLength={300}
                autoComplete="off"
                onChange={(e) => send({ type: 'field.change', field: 'reason', value: e.target.value })}
              />
            </label>
          )}
          {asksForIban(order, chosen) && (
            <label className="desk-filter desk-filter--wide">
              <span>IBAN kupca (ako je poznat)</span>
              <input
                name="iban"
                value={context.iban}
                autoComplete="off"
                onChange={(e) => send({ type: 'field.change', field: 'iban', value: e.target.value })}
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
