import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { socialLoginMachine } from '@machines/social-login/social-login.machine.js';
import { socialLoginUrl } from '../api/account-calls.js';
import { rememberSocialProvider, socialReturnUrl } from '../social.js';
import { authTexts as tx } from '../texts.js';

/**
 * Facebook and Google login (social login machine): one request at a time, then off to the provider. Only the
 * providers the server has settings for get a button; with none the block is not shown.
 */
export function SocialButtons() {
  const { api, config } = useRouteContext({ from: '__root__' });
  const providers = config.socialProviders ?? [];
  const actor = useActorRef(
    socialLoginMachine.provide({
      actors: { fetchRedirect: fromPromise(({ input }) => socialLoginUrl(api, input.provider, socialReturnUrl())) },
      actions: {
        leaveFor: (_, { url, provider }) => {
          rememberSocialProvider(provider);
          window.location.assign(url);
        },
      },
    }),
  );
  const busy = useSelector(actor, (s) => s.context.provider);
  if (providers.length === 0) return null;
  return (
    <div className="social">
      <span className="social__label">{tx.orSocial}</span>
      <div className="social__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn social__btn social__btn--${provider}`}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            onClick={() => actor.send({ type: 'social.start', provider })}
          >
            {provider === 'facebook' ? tx.socialFacebook : tx.socialGoogle}
          </button>
        ))}
      </div>
    </div>
  );
}
