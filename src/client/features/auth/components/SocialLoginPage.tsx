import { Link, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { socialReturnMachine } from '@machines/social-return/social-return.machine.js';
import { once } from '../api/account-calls.js';
import { authRuntime } from '../runtime.js';
import { errorText } from '../../../lib/error-texts.js';
import { rememberedSocialProvider, socialReturnUrl } from '../social.js';
import { authTexts as tx } from '../texts.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';

/** /social-login: the provider sends the visitor back with code and state; the social return machine logs in. */
export function SocialLoginPage({ code, state }: { code?: string | undefined; state?: string | undefined }) {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const actor = useActorRef(
    socialReturnMachine.provide({
      actors: {
        login: fromPromise(({ input }) =>
          once(api, `oauth:${input.code}`, async () =>
            (await authRuntime(auth)).login({ strategy: 'social', ...input, redirectUri: socialReturnUrl() }),
          ),
        ),
      },
    }),
    { input: { code, state, provider: rememberedSocialProvider() } },
  );
  const failure = useSelector(actor, (s) => s.context.failure);
  return (
    <AuthCard title={tx.socialTitle} pageTitle={tx.socialTitle} footer={<Link to="/prijava">{tx.loginLink}</Link>}>
      {failure ? <Notice kind="error">{errorText(failure)}</Notice> : <p role="status">{tx.socialPending}</p>}
    </AuthCard>
  );
}
