import * as z from 'zod/mini';
import { emailField, requiredValue } from './fields.js';

/** 'Obavijesti me': the sold-out size and an address (docs/decisions/0208-back-in-stock-requests.md). */
export const stockRequestSchema = z.object({ variantId: requiredValue, email: emailField });
export type StockRequestValues = z.input<typeof stockRequestSchema>;
