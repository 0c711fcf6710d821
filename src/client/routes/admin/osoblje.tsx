import { createFileRoute } from '@tanstack/react-router';
import { Staff } from '../../features/admin/components/Staff.js';

/** /admin/osoblje: staff and their roles (the owner's page, docs/decisions/0200-staff-roles-and-permissions.md). */
export const Route = createFileRoute('/admin/osoblje')({ component: Staff });
