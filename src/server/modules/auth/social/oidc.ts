import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../../../platform/config.js';

export type Provider = 'facebook' | 'google';

export interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** SOCIAL_<PROVIDER>_ISSUER / _CLIENT_ID / _CLIENT_SECRET; null when the provider is not configured. */
export function providerConfig(config: AppConfig, provider: Provider): ProviderConfig | null {
  const p = provider === 'google' ? 'GOOGLE' : 'FACEBOOK';
  const issuer = config[`SOCIAL_${p}_ISSUER`];
  const clientId = config[`SOCIAL_${p}_CLIENT_ID`];
  const clientSecret = config[`SOCIAL_${p}_CLIENT_SECRET`];
  return issuer && clientId && clientSecret ? { issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret } : null;
}

/** The providers with settings: the storefront shows only their buttons (docs/decisions/0083-registration-says-what-is-wrong.md). */
export function configuredProviders(config: AppConfig): Provider[] {
  return (['facebook', 'google'] as const).filter((provider) => providerConfig(config, provider) !== null);
}

const discoveries = new Map<string, { at: number; doc: Discovery }>();
const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** OpenID discovery, cached for an hour per issuer. */
export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < 3600_000) return cached.doc;
  const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`discovery failed: ${res.status}`);
  const doc = (await res.json()) as Discovery;
  if (doc.issuer.replace(/\/+$/, '') !== issuer) throw new Error('discovery issuer mismatch');
  discoveries.set(issuer, { at: Date.now(), doc });
  return doc;
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(
  d: Discovery,
  p: ProviderConfig,
  redirectUri: string,
  state: string,
  nonce: string,
  verifier: string,
): string {
  const url = new URL(d.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Code exchange (client_secret_basic + PKCE verifier), then the ID token's signature, issuer, audience and nonce. */
export async function exchangeCode(
  d: Discovery,
  p: ProviderConfig,
  code: string,
  redirectUri: string,
  verifier: string,
  nonce: string,
): Promise<JWTPayload> {
  const res = await fetch(d.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(p.clientId)}:${encodeURIComponent(p.clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = (await res.json()) as { id_token?: unknown };
  if (typeof body.id_token !== 'string') throw new Error('no id_token');
  let keys = jwks.get(d.jwks_uri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(d.jwks_uri));
    jwks.set(d.jwks_uri, keys);
  }
  const { payload } = await jwtVerify(body.id_token, keys, { issuer: d.issuer, audience: p.clientId });
  if (payload.nonce !== nonce) throw new Error('nonce mismatch');
  return payload;
}
