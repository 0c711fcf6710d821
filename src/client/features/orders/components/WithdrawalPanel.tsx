import { useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { withdrawalMachine } from '@machines/withdrawal/withdrawal.machine.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { type OrderView, withdrawFromOrder } from '../api/order-calls.js';
import { orderTexts } from '../texts.js';
import { dateTime, longDate } from '../../../components/order/dates.js';

const tx = orderTexts.withdrawal;

/**
 * 'Odustani od ugovora' on the order page (docs/decisions/0045-online-withdrawal.md): shown while the order allows
 * it, with the last day and the lines that stay sold; the withdrawal machine owns the form, the confirmation and
 * the call. When withdrawal is not possible, the reason is shown instead of the button. A guest's call only e-mails
 * the confirmation link (docs/decisions/0137-withdrawal-proves-the-mailbox.md), and the panel says so.
 */
export function WithdrawalPanel({ order, onWithdrawn }: { order: OrderView; onWithdrawn: () => void }) {
  const state = order.withdrawal;
  if (state.withdrawnAt) {
    return (
      <Section>
        <p data-testid="withdrawal-state">{tx.withdrawnAt(dateTime(state.withdrawnAt))}</p>
        {state.next.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {/* A further withdrawal of what is still kept starts afresh. */}
        {state.possible && <WithdrawalForm key={state.withdrawnAt} order={order} onWithdrawn={onWithdrawn} />}
      </Section>
    );
  }
  if (!state.possible) {
    return state.reason ? (
      <Section>
        <p data-testid="withdrawal-state">{state.reason}</p>
      </Section>
    ) : null;
  }
  return (
    <Section>
      <p>{tx.intro(state.until ? longDate(state.until) : null)}</p>
      {state.excluded.length > 0 && <p>{tx.excluded(state.excluded.join(', '))}</p>}
      <WithdrawalForm order={order} onWithdrawn={onWithdrawn} />
    </Section>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section className="order-withdrawal" aria-labelledby="order-withdrawal-title">
      <h2 id="order-withdrawal-title">{tx.heading}</h2>
      {children}
    </section>
  );
}

function WithdrawalForm({ order, onWithdrawn }: { order: OrderView; onWithdrawn: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    withdrawalMachine.provide({
      actors: {
        withdraw: fromPromise(({ input }) => withdrawFromOrder(api, input.number, input.values, input.lines)),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyWithdrawn: onWithdrawn,
      },
    }),
    {
      input: {
        number: order.number,
        values: { name: order.issuedFrom.displayName, email: order.email, iban: '' },
        ibanNeeded: order.withdrawal.ibanNeeded,
        lines: order.withdrawal.lines,
      },
    },
  );
  const field = fieldBinder(snapshot.context, send);
  const { failure, result } = snapshot.context;

  if (snapshot.matches('confirmationSent')) {
    return (
      <Notice kind="success">
        <p data-testid="withdrawal-link-sent">{tx.linkSent(order.number)}</p>
        <p>{tx.linkNext}</p>
      </Notice>
    );
  }
  if (snapshot.matches('withdrawn') && result) {
    return (
      <Notice kind="success">
        <p data-testid="withdrawal-done">{tx.done(result.lines.join(', '))}</p>
        {result.next.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{tx.doneMail}</p>
      </Notice>
    );
  }
  if (snapshot.matches('closed')) {
    return (
      <button type="button" className="btn btn--outline" onClick={() => send({ type: 'withdrawal.open' })}>
        {tx.open}
      </button>
    );
  }
  if (snapshot.matches('confirming') || snapshot.matches('withdrawing')) {
    const pending = snapshot.matches('withdrawing');
    return (
      <fieldset className="order-withdrawal__confirm">
        <legend className="visually-hidden">{tx.confirm}</legend>
        <p>{tx.confirmQuestion(order.number)}</p>
        <div className="order-withdrawal__actions">
          <button
            type="button"
            className="btn btn--primary"
            aria-busy={pending || undefined}
            onClick={() => send({ type: 'withdrawal.confirm' })}
          >
            {pending ? tx.sending : tx.confirm}
          </button>
          <button type="button" className="btn btn--light" onClick={() => send({ type: 'withdrawal.close' })}>
            {tx.cancel}
          </button>
        </div>
      </fieldset>
    );
  }
  return (
    <form ref={formRef} className="form order-withdrawal__form" noValidate onSubmit={submitTo(send)}>
      {failure && <Notice kind="error">{errorText(failure)}</Notice>}
      {snapshot.context.lines.length > 0 && (
        <fieldset
          className="order-withdrawal__lines"
          aria-invalid={Boolean(snapshot.context.errors.lines) || undefined}
        >
          <legend>{tx.lines}</legend>
          {snapshot.context.lines.map((line) => (
            <label key={line.itemId} className="order-withdrawal__line">
              <span>
                {line.name} ({tx.ofUnits(line.qty)})
              </span>
              <input
                type="number"
                name={`units-${line.itemId}`}
                min={0}
                max={line.qty}
                value={snapshot.context.units[line.itemId] ?? 0}
                onChange={(e) => send({ type: 'line.change', itemId: line.itemId, qty: Number(e.target.value) })}
              />
            </label>
          ))}
          {snapshot.context.errors.lines && <p className="field__error">{snapshot.context.errors.lines}</p>}
        </fieldset>
      )}
      <Field {...field('name')} label={tx.name} autoComplete="name" required />
      <Field {...field('email')} label={tx.email} type="email" autoComplete="email" required />
      {snapshot.context.ibanNeeded && (
        <Field {...field('iban')} label={tx.iban} autoComplete="off" hint={tx.ibanHint} required />
      )}
      <div className="order-withdrawal__actions">
        <button type="submit" className="btn btn--primary">
          {tx.next}
        </button>
        <button type="button" className="btn btn--light" onClick={() => send({ type: 'withdrawal.close' })}>
          {tx.cancel}
        </button>
      </div>
    </form>
  );
}
