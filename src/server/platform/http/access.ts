import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '@shared/permissions.js';
import { AppError } from '../errors/index.js';

// What a route may ask of the caller, said without knowing how callers are recognised: the auth module's hooks
// (src/server/modules/auth/guard.ts) read the token, set `request.user` and check the permission a route names.
// Every module states its access needs through these, so none of them imports the auth module for it.

export interface AuthUser {
  id: number;
  email: string;
  isBackofficeUser: boolean;
  scope: string[];
}

/** What login hooks get: the user who just logged in and the request (cookies such as cartId/protectCode). */
export interface LoginEvent {
  user: AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}
export type OnLoginHook = (event: LoginEvent) => Promise<void> | void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission a back-office operation needs (docs/decisions/0200-staff-roles-and-permissions.md): the route is
     * for staff whose role has it; a customer gets 403 FORBIDDEN, a role without it 403 PERMISSION_DENIED.
     */
    permission?: Permission;
    /** A further permission read off the validated body (the order desk's actions), checked before the handler. */
    bodyPermission?: (body: never) => Permission;
  }
  interface FastifyInstance {
    /**
     * Modules add login hooks here (e.g. the cart merges the abandoned cart, docs/decisions/0010-abandoned-cart-merge.md) without the auth
     * module importing them. A failing hook is logged and does not fail the login.
     */
    authHooks: { onLogin: OnLoginHook[] };
  }
  interface FastifyRequest {
    /** The verified access token's user, or null when the request carries none. */
    user: AuthUser | null;
    /** The refresh-token family (login session) named in the access token. */
    authFamilyId: string | null;
  }
}

/** preHandler: a logged-in user is required (401 UNAUTHORIZED). */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED');
}

/** The route options of a back-office operation: the permission it needs. */
export const staffOnly = (permission: Permission) => ({ config: { permission } });
