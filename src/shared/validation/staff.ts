import * as z from 'zod/mini';
import { ROLES } from '../permissions.js';
import { emailField, requiredText } from './fields.js';
import { fieldMessages as m } from './messages.js';

/** The staff invitation form (docs/decisions/0200-staff-roles-and-permissions.md); the server checks it again. */
export const staffInviteSchema = z.object({
  email: emailField,
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: z.enum(ROLES, m.required),
});
export type StaffInviteValues = z.input<typeof staffInviteSchema>;
