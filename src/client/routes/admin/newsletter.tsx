import { createFileRoute } from '@tanstack/react-router';
import { NewsletterSubscribers } from '../../features/admin/components/subscribers/NewsletterSubscribers.js';

/** /admin/newsletter: the newsletter's addresses (docs/decisions/0241-newsletter-and-back-in-stock-lists.md). */
export const Route = createFileRoute('/admin/newsletter')({ component: NewsletterSubscribers });
