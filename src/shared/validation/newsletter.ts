import * as z from 'zod/mini';
import { emailField } from './fields.js';

/** The footer's newsletter form: one address (docs/decisions/0206-newsletter-double-opt-in.md). */
export const newsletterSchema = z.object({ email: emailField });
export type NewsletterValues = z.input<typeof newsletterSchema>;
