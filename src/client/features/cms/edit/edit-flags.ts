/**
 * The address flags that ask a CMS page for a staff view. Only the flags: the permission check and the views behind
 * them load once an address carries one (docs/decisions/0223-cms-edit-mode-guard.md), not on every shopper's page.
 */

/** The query flag that switches the edit mode on (spec: editPage=true). */
const EDIT_FLAG = 'editPage';

/** The query parameter of the CMS preview's address (docs/decisions/0249-cms-preview-as-a-persona.md). */
export const PREVIEW_FLAG = 'cmsPreview';

type Search = Record<string, unknown>;

/** Whether the address asks for the edit mode; whether the visitor gets it is `useEditMode`'s to say. */
export function asksForEdit(search: unknown): boolean {
  const flag = (search as Search)[EDIT_FLAG];
  return flag === true || flag === 'true';
}

/** Whether the address asks for the edit mode or the preview frame. */
export const asksForStaffView = (search: unknown): boolean =>
  asksForEdit(search) || (search as Search)[PREVIEW_FLAG] !== undefined;
