import { useEffect, useState } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { authRuntime } from '../runtime.js';
import { accountErrorText } from '../errors.js';
import { SOCIAL_PROVIDER_KEY } from '../social.js';
import { authTexts as tx } from '../texts.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';

/** /social-login: the provider sends the visitor back with code and state; the oauth call logs in (social strategy). */
export function SocialLoginPage({ code, state }: { code?: string | undefined; state?: string | undefined }) {
  const { auth } = useRouteContext({ from: '__root__' });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const provider = sessionStorage.getItem(SOCIAL_PROVIDER_KEY);
    if (!code || !state || (provider !== 'facebook' && provider !== 'google')) {
      setFailure(tx.socialFailed);
      return;
    }
    // The code is single use: StrictMode's second effect (or a reload) must not send it again.
    const used = `socialCode:${code}`;
    if (sessionStorage.getItem(used)) return;
    sessionStorage.setItem(used, '1');
    void authRuntime(auth).then((runtime) =>
      runtime
        .login({ strategy: 'social', provider, code, state, redirectUri: `${window.location.origin}/social-login` })
        .catch((error: unknown) => setFailure(accountErrorText(error))),
    );
  }, [auth, code, state]);
  return (
    <AuthCard title={tx.socialTitle} pageTitle={tx.socialTitle} footer={<Link to="/prijava">{tx.loginLink}</Link>}>
      {failure ? <Notice kind="error">{failure}</Notice> : <p role="status">{tx.socialPending}</p>}
    </AuthCard>
  );
}
