import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { quiet, unwrap } from '../../../lib/api-client.js';
import { authTexts as tx } from '../texts.js';
import { SOCIAL_PROVIDER_KEY } from '../social.js';

type Provider = 'facebook' | 'google';

/** Facebook and Google login (shop 4 "Social login"): one request at a time; on error nothing further happens. */
export function SocialButtons() {
  const { api } = useRouteContext({ from: '__root__' });
  const [busy, setBusy] = useState<Provider | null>(null);
  const start = async (provider: Provider) => {
    if (busy) return;
    setBusy(provider);
    try {
      const redirect_uri = `${window.location.origin}/social-login`;
      const data = await unwrap(
        api.GET('/api/v1/user/social/redirect-login', {
          params: { query: { redirect_uri, social_login: provider } },
          middleware: [quiet],
        }),
      );
      sessionStorage.setItem(SOCIAL_PROVIDER_KEY, provider);
      window.location.assign(data.url);
    } catch {
      setBusy(null);
    }
  };
  return (
    <div className="social">
      <span className="social__label">{tx.orSocial}</span>
      <div className="social__buttons">
        {(['facebook', 'google'] as const).map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn social__btn social__btn--${provider}`}
            disabled={busy !== null}
            aria-busy={busy === provider || undefined}
            onClick={() => void start(provider)}
          >
            {provider === 'facebook' ? tx.socialFacebook : tx.socialGoogle}
          </button>
        ))}
      </div>
    </div>
  );
}
