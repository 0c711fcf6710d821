import type { FastifyRequest } from 'fastify';

/** The logged-in user as the auth plugin sets it (request.user); null for guests. */
export interface SessionUser {
  id: number;
  email: string;
  isBackofficeUser: boolean;
  scope: string[];
}

// The auth plugin declares request.user; an app built without it (some tests) leaves it undefined: a guest.
export function currentUser(request: FastifyRequest): SessionUser | null {
  const user: SessionUser | null | undefined = request.user;
  return user && typeof user.id === 'number' ? user : null;
}
