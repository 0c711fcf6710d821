import type { FastifyRequest } from 'fastify';
import { can } from '@shared/permissions.js';
import type { PersonalRead } from '../../platform/http/public-read.js';

/** Who the CMS preview draws a page for (docs/decisions/0249-cms-preview-as-a-persona.md). */
export type PreviewPersona = 'guest' | 'customer' | 'member';
const PERSONAS: readonly string[] = ['guest', 'customer', 'member'] satisfies PreviewPersona[];

/** The request header that asks for a page's draft as a persona. */
export const PREVIEW_HEADER = 'x-cms-preview';

/**
 * The persona this request may preview the page as, or null: only a back-office user whose role has the content
 * permission gets the draft. Anyone else who sends the header gets the shoppers' page, kept and shared as always.
 */
export function grantedPreview(request: FastifyRequest): PreviewPersona | null {
  const asked = request.headers[PREVIEW_HEADER];
  if (typeof asked !== 'string' || !PERSONAS.includes(asked)) return null;
  const user = request.user;
  return user?.isBackofficeUser && can(user.scope, 'content') ? (asked as PreviewPersona) : null;
}

/** The page read's personal answer: a granted preview (src/server/platform/http/public-read.ts). */
export const pagePreview: PersonalRead = {
  header: PREVIEW_HEADER,
  granted: (request) => grantedPreview(request) !== null,
};
