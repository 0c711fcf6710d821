import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { can, type Permission } from '@shared/permissions.js';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors/index.js';
import type { LoginEvent, OnLoginHook } from '../../platform/http/access.js';
import { familyIsLive } from './refresh.js';
import { loadAuthSecret, verifyAccessToken } from './tokens.js';
import { hasBackofficeAccount } from '../users/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Access-token HMAC key (AUTH_SECRET or DATA_DIR/auth-secret). */
    authSecret: Uint8Array;
    /**
     * Whether a back-office account exists; until one does the back office is closed and says how to make one
     * (docs/decisions/0132-no-demo-in-production.md). Asked again until the answer is yes (`npm run admin:create`
     * runs in another process), then kept.
     */
    backofficeReady: () => Promise<boolean>;
  }
}

/** Routes where a stale token must not get in the way: logging in, refreshing, logging out. */
const TOKEN_OPTIONAL = new Set(['/api/v1/login', '/api/v1/refresh', '/api/v1/logout', '/api/v1/user/social/oauth']);

export function readAccessToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.length > 0) {
    const match = /^Bearer\s+(\S{1,4096})$/i.exec(auth.trim());
    return match ? match[1]! : '';
  }
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header.length > 0) return header.length <= 4096 ? header : '';
  return null;
}

export const authPlugin = fp(
  async (app) => {
    app.decorate('authSecret', await loadAuthSecret(app.config.AUTH_SECRET, app.config.DATA_DIR));
    app.decorate('authHooks', { onLogin: [] as OnLoginHook[] });
    let backofficeReady = false;
    app.decorate('backofficeReady', async () => (backofficeReady ||= await hasBackofficeAccount(app.db)));
    app.decorateRequest('user', null);
    app.decorateRequest('authFamilyId', null);

    /** The token's user on the request, or the refusal; an optional token that fails is ignored. */
    const authenticate = async (request: FastifyRequest, url: string, token: string) => {
      const result = token
        ? await verifyAccessToken(app.authSecret, token, app.clock.now())
        : ({ ok: false, reason: 'invalid' } as const);
      if (!result.ok) {
        if (TOKEN_OPTIONAL.has(url)) return;
        // 401 makes the client refresh once and retry.
        throw new AppError('UNAUTHORIZED', {
          message: result.reason === 'expired' ? 'Token expired.' : 'Invalid token.',
          payload: { reason: result.reason },
        });
      }
      const { familyId, ...user } = result.claims;
      // A token of a login that ended (logout, password change or reset, reuse) is refused at once, not after its
      // 15 minutes (docs/decisions/0091-revoked-sessions-refuse-access-tokens.md).
      if (!(await familyIsLive(app.db, familyId, app.clock.now()))) {
        if (TOKEN_OPTIONAL.has(url)) return;
        throw new AppError('UNAUTHORIZED', { message: 'Session ended.', payload: { reason: 'revoked' } });
      }
      request.user = user;
      request.authFamilyId = familyId;
    };

    // Every route that names a permission is checked by the same hooks, added here as the route is registered:
    // the staff check before the body is read (a refused caller learns nothing of the body's rules), the body's
    // permission after the contract validated it.
    app.addHook('onRoute', (route) => {
      const { permission, bodyPermission } = route.config ?? {};
      if (!permission) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), staffWith(permission)];
      if (bodyPermission) route.preHandler = [...[route.preHandler ?? []].flat(), bodyPermissionCheck(bodyPermission)];
    });

    // A callback hook that waits only when a token came: it runs on every request, and a promise per hook is
    // measurable there.
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/')) return done();
      const token = readAccessToken(request);
      if (token === null) return done();
      authenticate(request, url, token).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['db', 'rate-limit'] },
);

/**
 * preHandler: a back-office user is required (401 without a token, 403 FORBIDDEN for customers); before the first
 * back-office account exists, 503 BACKOFFICE_NOT_SET_UP says how to make it.
 */
async function requireBackoffice(request: FastifyRequest) {
  if (!(await request.server.backofficeReady())) throw new AppError('BACKOFFICE_NOT_SET_UP');
  if (!request.user) throw new AppError('UNAUTHORIZED');
  if (!request.user.isBackofficeUser) throw new AppError('FORBIDDEN');
}

/** onRequest of a route with `config.permission`: a back-office user whose role has it. */
function staffWith(permission: Permission): onRequestHookHandler {
  return async function staffCheck(request) {
    await requireBackoffice(request);
    if (!can(request.user!.scope, permission)) throw new AppError('PERMISSION_DENIED', { payload: { permission } });
  };
}

function bodyPermissionCheck(of: (body: never) => Permission): preHandlerHookHandler {
  return async function bodyCheck(request) {
    const permission = of(request.body as never);
    if (!can(request.user!.scope, permission)) throw new AppError('PERMISSION_DENIED', { payload: { permission } });
  };
}

/** Runs every login hook; a failing hook is logged, the login still succeeds. */
export async function runLoginHooks(event: LoginEvent) {
  for (const hook of event.request.server.authHooks.onLogin) {
    try {
      await hook(event);
    } catch (err) {
      event.request.log.error({ err }, 'login hook failed');
    }
  }
}
