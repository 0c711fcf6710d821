import { createFileRoute } from '@tanstack/react-router';
import { AuditLog } from '../../features/admin/components/catalogue/AuditLog.js';

/** /admin/dnevnik: the store-wide audit log (back-office users). */
export const Route = createFileRoute('/admin/dnevnik')({ component: AuditLog });
