import type { FastifyRequest } from 'fastify';

/** The logged-in user as the auth plugin sets it (request.user); null for guests. */
export interface SessionUser {
  id: number;
  email: string;
  isBackofficeUser: boolean;
  scope: string[];
}

// Read through a narrow cast so the cart module does not depend on the auth plugin's declaration order.
export function currentUser(request: FastifyRequest): SessionUser | null {
  const user = (request as unknown as { user?: SessionUser | null }).user;
  return user && typeof user.id === 'number' ? user : null;
}
