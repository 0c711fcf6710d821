import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailVerificationMachine } from '@machines/email-verification/email-verification.machine.js';
import { verifyEmail } from '../api/account-calls.js';

/** The email verification machine for the token of the link: its state is what the screen shows. */
export function useEmailVerification(token: string | undefined) {
  const { api } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    emailVerificationMachine.provide({
      actors: { verifyEmail: fromPromise(({ input }) => verifyEmail(api, input.token)) },
    }),
    { input: { token } },
  );
  return useSelector(actor, (s) => s.value);
}
