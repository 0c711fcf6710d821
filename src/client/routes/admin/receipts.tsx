import { createFileRoute } from '@tanstack/react-router';
import { Receipts } from '../../features/admin/components/Receipts.js';

/** /admin/receipts: fiscal receipts waiting for CIS and receipts CIS refused (back-office users). */
export const Route = createFileRoute('/admin/receipts')({ component: Receipts });
