// A local OpenID Connect provider (oidc-provider) standing in for Google/Facebook in tests and in the e2e run.
// It signs in one demo account at once (no login form), so both API tests and a real browser can go through it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface OidcStandInOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  account?: OidcAccount;
}

export const DEMO_SOCIAL_ACCOUNT: OidcAccount = {
  sub: 'demo-navijac-1',
  email: 'navijac@primjer.hr',
  email_verified: true,
  given_name: 'Luka',
  family_name: 'Navijač',
};

export async function startOidcStandIn(options: OidcStandInOptions) {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'fan-shop';
  const clientSecret = options.clientSecret ?? 'fan-shop-secret';
  // The account signed in next; tests switch it to play different people.
  const state = { account: options.account ?? DEMO_SOCIAL_ACCOUNT };
  let server: Server | null = null;
  const listenPort = await new Promise<number>((ok) => {
    const probe = createServer();
    probe.listen(options.port ?? 0, host, () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => ok(p));
    });
  });
  const issuer = `http://${host}:${listenPort}`;
  // A fresh signing key per start: the shop must fetch it from the JWKS endpoint to verify ID tokens.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'stand-in-1' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    // Like Google: the scope's claims are in the ID token itself.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ ...state.account, sub, name: `${state.account.given_name} ${state.account.family_name}` }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, IdToken: 300, AccessToken: 300 },
  });
  const handler = provider.callback();
  server = createServer(async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        const accountId = state.account.sub;
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.statusCode = 400;
        res.end(String(err));
      }
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((ok) => server!.listen(listenPort, host, ok));
  return {
    issuer,
    clientId,
    clientSecret,
    state,
    close: () => new Promise<void>((ok) => server!.close(() => ok())),
  };
}

/** Follows the provider's redirects like a browser (cookies kept) until it sends the browser to `stopAt`. */
export async function followToRedirectUri(url: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = url;
  for (let i = 0; i < 20; i++) {
    if (next.startsWith(stopAt)) return new URL(next);
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`provider stopped at ${next} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    next = new URL(location, next).toString();
  }
  throw new Error('too many redirects');
}
