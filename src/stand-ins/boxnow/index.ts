// A local stand-in for BoxNow's partner API: the shop's real client talks to it over HTTP when no BoxNow
// credentials are set (npm start, tests). Same paths, fields, codes and signed webhooks as BoxNow; lockers from
// a demo set in Croatian towns. docs/decisions/0063-boxnow-stand-in.md
import Fastify, { type FastifyInstance } from 'fastify';
import { controlRoutes } from './control-routes.js';
import { DEMO_LOCKERS, type DemoLocker } from './lockers.js';
import { partnerRoutes } from './partner-routes.js';
import { StandInState } from './state.js';

export interface BoxNowStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  webhookSecret?: string;
  /** Where parcel events are POSTed (the shop's webhook route); none: events change state only. */
  webhookUrl?: string;
  /** Life of a bearer token (BoxNow: 3600). */
  tokenTtlSeconds?: number;
  lockers?: readonly DemoLocker[];
  now?: () => number;
}

export interface BoxNowStandIn {
  url: string;
  /** The credentials the stand-in accepts, for the shop's configuration. */
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** BoxNow's "any locker" origin: the shop drops parcels at any locker. */
  originLocationId: string;
  state: StandInState;
  close: () => Promise<void>;
}

export const STAND_IN_DEFAULTS = {
  clientId: 'demo-boxnow-client',
  clientSecret: 'demo-boxnow-secret',
  webhookSecret: 'demo-boxnow-webhook-secret',
  originLocationId: '2',
} as const;

const LOCKER_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#44d62c"/><g fill="#fff"><rect x="12" y="12" width="18" height="12"/><rect x="34" y="12" width="18" height="12"/><rect x="12" y="28" width="18" height="24"/><rect x="34" y="28" width="18" height="10"/><rect x="34" y="42" width="18" height="10"/></g></svg>`;

export function buildBoxNowStandIn(options: BoxNowStandInOptions = {}): { app: FastifyInstance; state: StandInState } {
  const now = options.now ?? Date.now;
  const state = new StandInState(options.webhookUrl);
  const webhookSecret = options.webhookSecret ?? STAND_IN_DEFAULTS.webhookSecret;
  const app = Fastify({ logger: false });
  partnerRoutes(app, {
    state,
    lockers: new Map((options.lockers ?? DEMO_LOCKERS).map((locker) => [locker.id, locker])),
    clientId: options.clientId ?? STAND_IN_DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? STAND_IN_DEFAULTS.clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    webhookSecret,
    origins: new Set([STAND_IN_DEFAULTS.originLocationId, '1']),
    now,
  });
  controlRoutes(app, { state, webhookSecret, now });
  app.get('/images/apm.svg', async (_request, reply) => reply.type('image/svg+xml').send(LOCKER_ICON));
  return { app, state };
}

/** Starts the stand-in on a loopback port and gives its URL and credentials. */
export async function startBoxNowStandIn(options: BoxNowStandInOptions = {}): Promise<BoxNowStandIn> {
  const { app, state } = buildBoxNowStandIn(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    clientId: options.clientId ?? STAND_IN_DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? STAND_IN_DEFAULTS.clientSecret,
    webhookSecret: options.webhookSecret ?? STAND_IN_DEFAULTS.webhookSecret,
    originLocationId: STAND_IN_DEFAULTS.originLocationId,
    state,
    close: () => app.close(),
  };
}
