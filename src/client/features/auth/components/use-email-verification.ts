import { useEffect, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** One verify call per token and client: the token is single use, and StrictMode runs effects twice. */
const calls = new WeakMap<ApiClient, Map<string, Promise<boolean>>>();

function verifyOnce(api: ApiClient, token: string): Promise<boolean> {
  const byToken = calls.get(api) ?? new Map<string, Promise<boolean>>();
  calls.set(api, byToken);
  let call = byToken.get(token);
  if (!call) {
    call = unwrap(
      api.GET('/api/v1/user/web/verify/{token}', { params: { path: { token } }, middleware: [quiet] }),
    ).then(
      () => true,
      () => false,
    );
    byToken.set(token, call);
  }
  return call;
}

/**
 * The verify call for a token from the e-mail link (site-frame 4): 'confirmed' on success; a failure shows
 * nothing on the login page (spec) and a short notice on /potvrdi-email.
 */
export function useEmailVerification(token: string | undefined): 'idle' | 'pending' | 'confirmed' | 'failed' {
  const { api } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<'idle' | 'pending' | 'confirmed' | 'failed'>(token ? 'pending' : 'idle');
  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyOnce(api, token).then((ok) => live && setState(ok ? 'confirmed' : 'failed'));
    return () => {
      live = false;
    };
  }, [api, token]);
  return state;
}
