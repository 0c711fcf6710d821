import { Link, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { withdrawalLinkMachine } from '@machines/withdrawal-link/withdrawal-link.machine.js';
import { usePageTitle } from '../../../app/title.js';
import { errorText } from '../../../lib/error-texts.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { confirmWithdrawal } from '../api/order-calls.js';
import { orderTexts } from '../texts.js';
import './orders.css';

const tx = orderTexts.withdrawalLink;

/**
 * /narudzba/odustajanje?token=: the link of the withdrawal confirmation e-mail
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md) withdraws once, on the shopper's click, and shows what was
 * withdrawn.
 */
export function WithdrawalLinkPage({ token }: { token?: string | undefined }) {
  const { api } = useRouteContext({ from: '__root__' });
  usePageTitle(tx.title);
  const actor = useActorRef(
    withdrawalLinkMachine.provide({
      actors: { confirm: fromPromise(({ input }) => confirmWithdrawal(api, input.token)) },
    }),
    { input: { token } },
  );
  const state = useSelector(actor, (s) => s.value);
  const { result, failure } = useSelector(actor, (s) => s.context);
  return (
    <section className="container order-page order-lookup">
      <h1 className="page-title">{tx.title}</h1>
      {state === 'ready' && (
        <>
          <p>{tx.ask}</p>
          <button type="button" className="btn btn--primary" onClick={() => actor.send({ type: 'withdrawal.confirm' })}>
            {tx.confirm}
          </button>
        </>
      )}
      {state === 'confirming' && <p role="status">{tx.confirming}</p>}
      {state === 'withdrawn' && result && (
        <Notice kind="success">
          <p data-testid="withdrawal-done">{orderTexts.withdrawal.done(result.lines.join(', '))}</p>
          {result.excluded.length > 0 && <p>{orderTexts.withdrawal.excluded(result.excluded.join(', '))}</p>}
          {result.next.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{orderTexts.withdrawal.doneMail}</p>
        </Notice>
      )}
      {state === 'failed' && <Notice kind="error">{errorText(failure)}</Notice>}
      {state === 'noToken' && <Notice kind="error">{tx.noToken}</Notice>}
      <p>
        <Link to="/narudzba">{tx.lookUp}</Link>
      </p>
    </section>
  );
}
