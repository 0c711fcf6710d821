import { Link, useHydrated, useRouteContext } from '@tanstack/react-router';
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

type Returned = { code?: string | undefined; state?: string | undefined };

/**
 * /social-login: the provider sends the visitor back with code and state; the social return machine logs in.
 * The provider chosen is remembered in this browser's session storage, so the machine starts only in the browser,
 * after hydration; the server's page says the login is under way.
 */
export function SocialLoginPage(props: Returned) {
  const hydrated = useHydrated();
  return (
    <AuthCard title={tx.socialTitle} pageTitle={tx.socialTitle} footer={<Link to="/prijava">{tx.loginLink}</Link>}>
      {hydrated ? <SocialReturn {...props} /> : <p role="status">{tx.socialPending}</p>}
    </AuthCard>
  );
}

function SocialReturn({ code, state }: Returned) {
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
  return failure ? <Notice kind="error">{errorText(failure)}</Notice> : <p role="status">{tx.socialPending}</p>;
}
