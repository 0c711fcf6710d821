import { createFileRoute } from '@tanstack/react-router';
import { ReviewList } from '../../features/admin/components/reviews/ReviewList.js';

/** /admin/recenzije: review moderation (staff with the 'reviews' permission). */
export const Route = createFileRoute('/admin/recenzije')({ component: ReviewList });
