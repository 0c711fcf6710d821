import { createFileRoute } from '@tanstack/react-router';
import { Receipts } from '../../features/admin/components/Receipts.js';

/** /admin/receipts: every issued receipt, searchable and exported as CSV, and the CIS queue (back-office users). */
export const Route = createFileRoute('/admin/receipts')({ component: Receipts });
