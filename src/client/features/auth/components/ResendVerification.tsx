import { useActorRef, useSelector } from '@xstate/react';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { verificationResendMachine } from '@machines/verification-resend/verification-resend.machine.js';
import { resendVerification } from '../api/account-calls.js';
import { errorText } from '../../../lib/error-texts.js';
import { authTexts as tx } from '../texts.js';

/**
 * 'Pošalji ponovno' under 'E-mail adresa još nije potvrđena': the confirmation link again, to the address the
 * login was tried with (the verification-resend machine).
 */
export function ResendVerification({ email }: { email: string }) {
  const { api } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    verificationResendMachine.provide({
      actors: { resend: fromPromise(({ input }) => resendVerification(api, input.email)) },
    }),
  );
  const state = useSelector(actor, (s) => s);
  if (state.matches('sent')) return <p role="status">{tx.verificationResent(state.context.email)}</p>;
  const sending = state.matches('sending');
  return (
    <p className="resend-verification">
      <button
        type="button"
        className="btn btn--outline"
        aria-busy={sending || undefined}
        aria-disabled={sending || undefined}
        onClick={() => !sending && actor.send({ type: 'resend', email })}
      >
        {sending ? tx.resendingVerification : tx.resendVerification}
      </button>
      {state.context.failure && <span role="alert"> {errorText(state.context.failure)}</span>}
    </p>
  );
}
