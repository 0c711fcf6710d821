import { createFileRoute } from '@tanstack/react-router';
import { StockPage } from '../../features/admin/components/catalogue/StockPage.js';

/** /admin/zalihe: stock per variant, the low-stock list and the stock take (back-office users). */
export const Route = createFileRoute('/admin/zalihe')({ component: StockPage });
