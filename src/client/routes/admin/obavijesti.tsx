import { createFileRoute } from '@tanstack/react-router';
import { StockRequests } from '../../features/admin/components/subscribers/StockRequests.js';

/** /admin/obavijesti: the 'Obavijesti me' requests (docs/decisions/0241-newsletter-and-back-in-stock-lists.md). */
export const Route = createFileRoute('/admin/obavijesti')({ component: StockRequests });
