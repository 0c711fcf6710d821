import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { can } from '@shared/permissions.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { asksForEdit, PREVIEW_FLAG } from './edit-flags.js';

/**
 * Whether the page is in the CMS edit mode (docs/decisions/0223-cms-edit-mode-guard.md): the address asks for it, the
 * signed-in user is staff whose role may edit content, and the shop is not in maintenance. Anyone else gets the page
 * shoppers see, flag or not; the server checks the permission again on every edit-mode call.
 */
export function useEditMode(): boolean {
  const { auth, config } = useRouteContext({ from: '__root__' });
  const user = useAuthStatus(auth).user;
  const asked = useRouterState({ select: (s) => asksForEdit(s.location.search) });
  return asked && !config.maintenance && user?.isBackofficeUser === true && can(user.scope, 'content');
}

const PERSONAS = ['guest', 'customer', 'member'] as const;
export type PreviewPersona = (typeof PERSONAS)[number];

/**
 * The persona the address asks the page to be previewed as, when the signed-in user may edit content: the CMS
 * preview frame (docs/decisions/0249-cms-preview-as-a-persona.md). Anyone else gets the page shoppers see; the
 * server decides again whether the draft is theirs to see.
 */
export function usePreviewPersona(): PreviewPersona | null {
  const { auth } = useRouteContext({ from: '__root__' });
  const user = useAuthStatus(auth).user;
  const asked = useRouterState({
    select: (s) => {
      const value = (s.location.search as Record<string, unknown>)[PREVIEW_FLAG];
      return PERSONAS.find((p) => p === value) ?? null;
    },
  });
  return asked && user?.isBackofficeUser === true && can(user.scope, 'content') ? asked : null;
}
