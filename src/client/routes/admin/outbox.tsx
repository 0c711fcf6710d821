import { createFileRoute } from '@tanstack/react-router';
import { Outbox } from '../../features/admin/components/Outbox.js';

/** /admin/outbox: e-mails written to the outbox (back-office users). */
export const Route = createFileRoute('/admin/outbox')({ component: Outbox });
